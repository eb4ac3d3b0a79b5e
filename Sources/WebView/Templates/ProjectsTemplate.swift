extension Templates {
    /// `/`: the projects the browser's tokens grant.
    static let projects = """
        {{<page}}
        {{$title}}Projects · layoutstore{{/title}}
        {{$content}}
        <h1>Projects</h1>
        <table id="projects" class="projects">
        <thead><tr><th>Project</th><th>Head</th><th>Revisions</th><th>Views</th><th>Constraints</th><th>Your access</th></tr></thead>
        <tbody>
        {{#projects}}
        <tr class="project"><td><a href="{{href}}">{{name}}</a></td><td class="id"><a href="{{headHref}}">{{head}}</a></td><td class="number">{{revisions}}</td><td class="number">{{views}}</td><td class="number">{{constraints}}</td><td>{{access}}</td></tr>
        {{/projects}}
        </tbody>
        </table>
        <p class="muted">A token grants one project. To see another as well, <a href="/login">log in</a> with its token too.</p>
        {{/content}}
        {{/page}}

        """
}
