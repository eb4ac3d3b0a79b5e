extension Templates {
    /// `/login`, and every page asked for without a token this server knows (status 401).
    static let login = """
        {{<page}}
        {{$title}}Log in · layoutstore{{/title}}
        {{$content}}
        <h1>Log in</h1>
        {{#message}}<p id="login-message" class="error">{{message}}</p>{{/message}}
        <p>This server shows its projects to holders of a token; a read-only one suffices. Ask the server's owner for one:</p>
        <pre><code>layoutstore token create --project NAME --read-only --label "your name"</code></pre>
        <form id="login" method="post" action="/login">
        <input type="hidden" name="next" value="{{next}}">
        <label>Token <input type="password" name="token" autocomplete="off" size="52" required></label>
        <button type="submit">Log in</button>
        </form>
        <p class="muted">Your browser keeps the token in a cookie that scripts cannot read; links you share never carry it.
        Programs can send <code>Authorization: Bearer TOKEN</code> with each request instead.</p>
        {{/content}}
        {{/page}}

        """
}
