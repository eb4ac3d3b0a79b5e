extension Templates {
    /// `/projects/NAME/revisions/REV`: a revision's picture, changes, views and constraints (the
    /// rows of its tables are ``TableRows``').
    static let revision = """
        {{<page}}
        {{$title}}{{project}} at {{short}} · layoutstore{{/title}}
        {{$crumbs}} / <a href="{{projectHref}}">{{project}}</a> / <span class="id">{{short}}</span>{{/crumbs}}
        {{$content}}
        <h1>{{project}} at <span class="id">{{short}}</span></h1>
        <dl class="meta">
        <dt>Revision</dt><dd class="id" id="revision-id">{{id}}</dd>
        <dt>Author</dt><dd id="author">{{author}}</dd>
        <dt>Date</dt><dd id="date">{{date}}</dd>
        <dt>Message</dt><dd id="message">{{message}}</dd>
        {{#document}}<dt>Document</dt><dd id="document"><a href="{{href}}"><code>{{short}}</code></a>: the overview of its scenes</dd>{{/document}}
        <dt>Parents</dt><dd id="parents">{{#parents}}<a class="id" href="{{href}}">{{short}}</a> {{/parents}}{{^parents}}none: the project's first revision{{/parents}}</dd>
        </dl>
        <h2>Layout</h2>
        <form class="environment" method="get">
        <label>Device <select name="device"><option value="">the root's design size</option>{{#devices}}<option value="{{name}}"{{#selected}} selected{{/selected}}>{{name}}{{#designedOn}} (designed on){{/designedOn}}</option>{{/devices}}</select></label>
        <label><input type="checkbox" name="landscape" value="1"{{#landscape}} checked{{/landscape}}> landscape</label>
        <label><input type="checkbox" name="rtl" value="1"{{#rtl}} checked{{/rtl}}> right to left</label>
        <button type="submit">Solve</button>
        </form>
        <p id="environment">Solved at {{environment}}.{{#hasParent}} What changed since the first parent is drawn in colours of its own (see the legend under the picture).{{/hasParent}}</p>
        {{#hasProblems}}<ul id="problems" class="status">{{#problems}}<li>{{.}}</li>{{/problems}}</ul>{{/hasProblems}}
        <div class="zoom" id="picture-zoom" hidden><button type="button" data-zoom="in">Zoom in</button> <button type="button" data-zoom="out">Zoom out</button> <button type="button" data-zoom="whole">Whole picture</button> <span class="muted">or the wheel to zoom, a drag to pan</span></div>
        <div class="picture" id="picture">{{{svg}}}</div>
        {{>changes}}
        {{^hasChanges}}<p class="muted">This revision changes no item{{#isMerge}} of its first parent{{/isMerge}}.</p>{{/hasChanges}}
        <h2>Views</h2>
        <table id="views">
        <thead><tr><th>View</th><th>Kind</th><th>Superview</th><th>x</th><th>y</th><th>Width</th><th>Height</th><th></th></tr></thead>
        <tbody>
        {{{viewRows}}}</tbody>
        </table>
        <h2>Constraints</h2>
        <table id="constraints">
        <thead><tr><th>Constraint</th><th>Priority</th><th>Identifier</th><th></th></tr></thead>
        <tbody>
        {{{constraintRows}}}</tbody>
        </table>
        {{^hasConstraints}}<p class="muted">No constraints.</p>{{/hasConstraints}}
        <script src="/picture.js" defer></script>
        {{/content}}
        {{/page}}

        """
}
