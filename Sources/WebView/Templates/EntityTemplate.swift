extension Templates {
    /// `/projects/NAME/views/ID`, `/projects/NAME/constraints/ID`: blame, then history.
    static let entity = """
        {{<page}}
        {{$title}}{{name}} · {{project}} · layoutstore{{/title}}
        {{$crumbs}} / <a href="{{projectHref}}">{{project}}</a> / {{kind}} {{name}}{{/crumbs}}
        {{$content}}
        <h1>{{kindTitle}} <code>{{name}}</code></h1>
        <p class="muted id">{{id}}</p>
        {{#isConstraint}}<p id="equation"><code>{{equation}}</code>{{#deleted}} <span class="muted">(as it was when deleted)</span>{{/deleted}}</p>{{/isConstraint}}
        {{#deleted}}<p id="deleted" class="status">Deleted in <a href="{{href}}">{{short}}</a> by {{author}}, {{date}}: {{message}}</p>{{/deleted}}
        <h2>Blame</h2>
        <p class="muted">Each field's {{#deleted}}last {{/deleted}}value and the revision that set it{{#isConstraint}}, with the whole constraint as that revision left it{{/isConstraint}}.</p>
        <table id="blame">
        <thead><tr><th>Field</th><th>Value</th>{{#isConstraint}}<th>Constraint</th>{{/isConstraint}}<th>Revision</th><th>Author</th><th>Date</th><th>Message</th></tr></thead>
        <tbody>
        {{#blame}}
        <tr data-field="{{field}}"><td>{{field}}</td><td><code>{{value}}</code></td>{{#isConstraint}}<td><code>{{equation}}</code></td>{{/isConstraint}}<td class="id"><a href="{{href}}">{{short}}</a></td><td>{{author}}</td><td class="date">{{date}}</td><td class="message">{{message}}</td></tr>
        {{/blame}}
        </tbody>
        </table>
        <h2>History</h2>
        <p class="muted">Every change, oldest first; a merge is credited only with values of its own.</p>
        <table id="history">
        <thead><tr><th>Revision</th><th>Author</th><th>Date</th><th>Message</th><th>Change</th><th>Before</th><th>After</th>{{#isConstraint}}<th>Constraint after it</th>{{/isConstraint}}</tr></thead>
        <tbody>
        {{#history}}
        <tr><td class="id"><a href="{{href}}">{{short}}</a></td><td>{{author}}</td><td class="date">{{date}}</td><td class="message">{{message}}</td><td>{{what}}</td><td><code>{{before}}</code></td><td><code>{{after}}</code></td>{{#isConstraint}}<td><code>{{equation}}</code></td>{{/isConstraint}}</tr>
        {{/history}}
        </tbody>
        </table>
        {{/content}}
        {{/page}}

        """
}
