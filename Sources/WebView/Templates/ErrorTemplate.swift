extension Templates {
    /// A page that cannot be shown: what was wrong and what to do.
    static let error = """
        {{<page}}
        {{$title}}{{heading}} · layoutstore{{/title}}
        {{$content}}
        <h1>{{heading}}</h1>
        <p id="error-message" class="error">{{message}}</p>
        <p><a href="/">Back to the projects</a></p>
        {{/content}}
        {{/page}}

        """
}
