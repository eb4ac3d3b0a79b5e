extension Templates {
    /// The changes table a revision's page and a comparison share (`{{>changes}}`): each item
    /// named and linked, the field, its value before and after (rows: ``TableRows/changes(_:)``).
    /// Each page says itself what an empty list means.
    static let changes = """
        <h2>Changes</h2>
        {{#hasChanges}}
        <table id="changes">
        <thead><tr><th>Item</th><th>Change</th><th>Before</th><th>After</th></tr></thead>
        <tbody>
        {{{changeRows}}}</tbody>
        </table>
        {{/hasChanges}}

        """
}
