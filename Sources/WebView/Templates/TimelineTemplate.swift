extension Templates {
    /// `/projects/NAME`: a page of revisions beside their graph.
    static let timeline = """
        {{<page}}
        {{$title}}{{project}} · layoutstore{{/title}}
        {{$crumbs}} / <a href="{{projectHref}}">{{project}}</a>{{/crumbs}}
        {{$content}}
        <h1>{{project}}</h1>
        {{#document}}<p id="document">Imported from <a href="{{href}}"><code>{{short}}</code></a>: the overview of its scenes.</p>{{/document}}
        <p class="muted">Revisions, newest first{{#newestHref}} (an older page){{/newestHref}}. Merges are drawn as rings where two lines meet.</p>
        <table id="timeline" class="timeline">
        <thead><tr><th></th><th>Revision</th><th>Author</th><th>Date</th><th>Message</th></tr></thead>
        <tbody>
        {{#rows}}
        {{#isRevision}}<tr class="revision" data-revision="{{id}}" data-seq="{{seq}}"><td class="graph">{{{graph}}}</td><td class="id"><a href="{{href}}">{{short}}</a></td><td class="author">{{author}}</td><td class="date">{{date}}</td><td class="message">{{message}}{{#isMerge}} <span class="merge">merge</span>{{/isMerge}}</td></tr>{{/isRevision}}
        {{^isRevision}}<tr class="connector"><td class="graph">{{{graph}}}</td><td colspan="4"></td></tr>{{/isRevision}}
        {{/rows}}
        </tbody>
        </table>
        <nav class="pages">
        {{#newestHref}}<a rel="first" href="{{newestHref}}">Newest revisions</a>{{/newestHref}}
        {{#olderHref}}<a rel="next" href="{{olderHref}}">Older revisions</a>{{/olderHref}}
        {{^olderHref}}<span class="muted">The first revision.</span>{{/olderHref}}
        </nav>
        {{/content}}
        {{/page}}

        """
}
