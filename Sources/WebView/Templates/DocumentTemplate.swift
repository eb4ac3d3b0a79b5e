extension Templates {
    /// `/projects/NAME/document`: every scene of the document a project was imported from.
    static let document = """
        {{<page}}
        {{$title}}{{file}} · layoutstore{{/title}}
        {{$crumbs}} / <a href="{{projectHref}}">{{project}}</a> / document{{/crumbs}}
        {{$content}}
        <h1><code>{{file}}</code></h1>
        <p class="muted">Every scene imported from this document that your tokens grant, at its design size and newest revision, all at one scale.</p>
        <div class="scenes" id="scenes">
        {{#scenes}}
        <figure class="scene" data-project="{{name}}" style="width: {{width}}px">
        <div class="picture">{{{svg}}}</div>
        <figcaption><a href="{{href}}">{{name}}</a> <span class="muted">{{size}} at <a class="id" href="{{headHref}}">{{short}}</a></span>{{#hasProblems}} <span class="status">{{problems}}</span>{{/hasProblems}}</figcaption>
        </figure>
        {{/scenes}}
        </div>
        {{/content}}
        {{/page}}

        """
}
