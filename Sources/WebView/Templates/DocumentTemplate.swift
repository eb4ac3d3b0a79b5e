extension Templates {
    /// `/projects/NAME/document`: every scene of the document a project was imported from,
    /// placed as the document's canvas places them, in one SVG scaled to fit the page.
    static let document = """
        {{<page}}
        {{$title}}{{file}} · layoutstore{{/title}}
        {{$crumbs}} / <a href="{{projectHref}}">{{project}}</a> / document{{/crumbs}}
        {{$content}}
        <h1><code>{{file}}</code></h1>
        <p class="muted">Every scene imported from this document that your tokens grant, at its design size and newest revision, all at one scale, placed as the document places them on Interface Builder's canvas{{#hasUnplaced}} (scenes it places nowhere, such as a table's cells, in a row below){{/hasUnplaced}}.</p>
        <div class="zoom" id="overview-zoom" hidden><button type="button" data-zoom="in">Zoom in</button> <button type="button" data-zoom="out">Zoom out</button> <button type="button" data-zoom="whole">Whole document</button> <span class="muted">or the wheel to zoom, a drag to pan</span></div>
        <div class="picture overview" id="overview"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {{width}} {{height}}" style="max-width: {{maxWidth}}px" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="The scenes of {{file}}">
        {{#scenes}}
        <g class="scene" data-project="{{name}}" data-box="{{x}} {{y}} {{width}} {{height}}">
        {{{svg}}}<a href="{{href}}"><text x="{{x}}" y="{{captionY}}" font-size="16" fill="#0a58ca">{{name}}</text></a>
        </g>
        {{/scenes}}
        </svg></div>
        <table id="scenes">
        <tr><th>scene</th><th>design size</th><th>newest revision</th><th>problems</th></tr>
        {{#scenes}}
        <tr><td><a href="{{href}}">{{name}}</a></td><td>{{size}}</td><td><a class="id" href="{{headHref}}">{{short}}</a></td><td>{{#hasProblems}}<span class="status">{{problems}}</span>{{/hasProblems}}</td></tr>
        {{/scenes}}
        </table>
        <script src="/picture.js" defer></script>
        {{/content}}
        {{/page}}

        """
}
