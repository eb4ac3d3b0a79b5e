-- layoutstore schema 0002: merges stopped at conflicts. Never edit this file once shipped.
--
-- A sync whose three-way merge found conflicts keeps the merge here (one per project) until
-- every conflict is resolved; the Sync module owns the body's format.

CREATE TABLE pending_merges (
    project_id TEXT PRIMARY KEY NOT NULL REFERENCES projects(id),
    theirs TEXT NOT NULL REFERENCES revisions(id),   -- the other side's head: the merge's second parent
    conflict_count INTEGER NOT NULL,
    saved_ms INTEGER NOT NULL,
    body BLOB NOT NULL
);
