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
        <div class="picture" id="before">{{{before}}}</div>
        <div class="picture" id="after">{{{after}}}</div>
        </div>
        <h2>Changes</h2>
        {{#hasChanges}}
        <table id="changes">
        <thead><tr><th>Item</th><th>Change</th><th>Before</th><th>After</th></tr></thead>
        <tbody>
        {{#changes}}
        <tr><td>{{kind}} {{#href}}<a href="{{href}}">{{name}}</a>{{/href}}{{^href}}{{name}}{{/href}}</td><td>{{what}}</td><td><code>{{before}}</code></td><td><code>{{after}}</code></td></tr>
        {{/changes}}
        </tbody>
        </table>
        {{/hasChanges}}
        {{^hasChanges}}<p class="muted">The two revisions have the same layout.</p>{{/hasChanges}}
        {{/content}}
        {{/page}}

        """
}
