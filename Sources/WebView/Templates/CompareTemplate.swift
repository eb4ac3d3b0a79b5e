extension Templates {
    /// `/projects/NAME/compare/A...B`: two revisions' pictures side by side, and the changes between them.
    static let compare = """
        {{<page}}
        {{$title}}{{project}}: {{#from}}{{short}}{{/from}}...{{#to}}{{short}}{{/to}} · layoutstore{{/title}}
        {{$crumbs}} / <a href="{{projectHref}}">{{project}}</a> / compare{{/crumbs}}
        {{$content}}
        <h1>{{project}}: {{#from}}<a class="id" href="{{href}}">{{short}}</a>{{/from}} … {{#to}}<a class="id" href="{{href}}">{{short}}</a>{{/to}}</h1>
        <p id="environment">Both solved at {{environment}}. The second is drawn with what changed since the first in colours of its own.</p>
        <div class="pictures">
        <div><div class="zoom" id="before-zoom" hidden><button type="button" data-zoom="in">Zoom in</button> <button type="button" data-zoom="out">Zoom out</button> <button type="button" data-zoom="whole">Whole picture</button></div>
        <div class="picture" id="before">{{{before}}}</div></div>
        <div><div class="zoom" id="after-zoom" hidden><button type="button" data-zoom="in">Zoom in</button> <button type="button" data-zoom="out">Zoom out</button> <button type="button" data-zoom="whole">Whole picture</button></div>
        <div class="picture" id="after">{{{after}}}</div></div>
        </div>
        {{>changes}}
        {{^hasChanges}}<p class="muted">The two revisions have the same layout.</p>{{/hasChanges}}
        <script src="/picture.js" defer></script>
        {{/content}}
        {{/page}}

        """
}
