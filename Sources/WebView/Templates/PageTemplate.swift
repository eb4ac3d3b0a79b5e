extension Templates {
    /// Every page's frame: head, style, the bar with the way home and out, and the content
    /// block the page fills.
    static let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{$title}}layoutstore{{/title}}</title>
        <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect x='1.5' y='1.5' width='13' height='13' rx='2' fill='none' stroke='%230a66d8' stroke-width='1.5'/%3E%3Cpath d='M4.5 8h7M4.5 5.5v5M11.5 5.5v5' fill='none' stroke='%230a66d8' stroke-width='1.2'/%3E%3C/svg%3E">
        <style>
        body { font: 14px/1.45 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 0; color: #1d1d1f; background: #fff; }
        header { display: flex; gap: 1em; align-items: center; padding: .6em 1.2em; background: #f5f5f7; border-bottom: 1px solid #d8d8dc; }
        header .home { font-weight: 600; color: inherit; text-decoration: none; }
        header form { margin: 0 0 0 auto; }
        main { padding: 1em 1.2em 3em; }
        h1 { font-size: 1.5em; margin: .2em 0 .6em; }
        h2 { font-size: 1.15em; margin: 1.6em 0 .5em; }
        a { color: #0a66d8; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: .25em 1em .25em 0; vertical-align: top; }
        th { font-weight: 600; border-bottom: 1px solid #c8c8cc; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        td code { white-space: nowrap; }
        td.date { white-space: nowrap; }
        td.message { overflow-wrap: anywhere; min-width: 14em; }
        #equation code { font-size: 15px; }
        code, .id { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; }
        .muted { color: #6e6e73; }
        .error { color: #b00020; }
        .status { color: #d8730a; }
        table.timeline { border-spacing: 0; }
        table.timeline td { padding-top: 0; padding-bottom: 0; height: 24px; white-space: nowrap; vertical-align: middle; }
        table.timeline tr.connector td { height: 10px; }
        table.timeline td.graph { padding: 0 .6em 0 0; line-height: 0; }
        table.timeline td.graph svg { display: block; }
        table.timeline td.message { white-space: normal; }
        .merge { color: #6e6e73; font-size: .9em; }
        nav.pages { margin: 1em 0; display: flex; gap: 1.5em; }
        dl.meta { display: grid; grid-template-columns: max-content auto; gap: .2em 1em; }
        dl.meta dt { color: #6e6e73; }
        dl.meta dd { margin: 0; }
        form.environment { margin: 1em 0; display: flex; gap: 1em; align-items: center; flex-wrap: wrap; }
        .picture { overflow: auto; max-width: 100%; border: 1px solid #d8d8dc; }
        .picture > svg { display: block; width: 100%; height: auto; max-height: 85vh; touch-action: none; }
        .picture.zoomed > svg { cursor: grab; }
        .overview > svg { margin: 0 auto; }
        .zoom { margin: .4em 0; display: flex; gap: .5em; align-items: center; }
        .zoom[hidden] { display: none; }
        .pictures { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
        </style>
        </head>
        <body>
        <header><a class="home" href="/">layoutstore</a>{{$crumbs}}{{/crumbs}}{{#signedIn}}<form method="post" action="/logout"><button type="submit">Log out</button></form>{{/signedIn}}</header>
        <main>
        {{$content}}{{/content}}
        </main>
        </body>
        </html>

        """
}
