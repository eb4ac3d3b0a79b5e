-- layoutstore schema 0011: a one-field revision in under half a kilobyte. Never edit this file once shipped.
--
-- A revision used to cost about 940 bytes of store: its row repeated, beside the canonical
-- JSON that its id hashes, the id as 64 hex digits, the project's UUID, the author, replica,
-- time and message; the changes index and both indexes of `revisions` repeated the UUID and
-- the hex id again. Now:
-- - revision ids are their 32 bytes (BLOB), everywhere: `revisions.id`, `projects.head_revision`,
--   `pending_merges.theirs`; a merge's other parents are `revision_parents.parent_seq`;
-- - a project is its integer `projects.key` in the history tables (`revisions.project`,
--   `changes.project`); its UUID stays `projects.id`, which the current-state tables use;
-- - `revisions` keeps only the id, project, the position columns that walks and snapshots
--   need, who made it, when and why (author, time_ms, message: for queries in `sqlite3`, checked
--   by `verify` against the body), and the body; the replica is read out of the body;
-- - the body is packed (Sources/Storage/Schema/PackedBody.swift): ids as bytes, the keys every
--   body repeats as one byte each; reading it gives back the canonical JSON byte for byte,
--   which is what the id is checked against;
-- - `changes` keeps only what a history looks up, (project, entity, revision, position); the
--   change itself is read from the revision's body.
--
-- `revision_id_blob(text)` (64 hex digits to their 32 bytes) and `packed_revision_body(blob)`
-- are functions layoutstore registers for its migrations (Sources/Storage/Schema/Migrations.swift).

CREATE TABLE projects_0011 (
    key INTEGER PRIMARY KEY,                   -- what the history tables call the project
    id TEXT NOT NULL UNIQUE,                   -- UUID, lowercase
    name TEXT NOT NULL UNIQUE,
    head_revision BLOB REFERENCES revisions(id) DEFERRABLE INITIALLY DEFERRED
);
INSERT INTO projects_0011 (id, name, head_revision)
SELECT id, name, revision_id_blob(head_revision) FROM projects ORDER BY rowid;

CREATE TABLE revisions_0011 (
    seq INTEGER PRIMARY KEY,                   -- local order: a parent always has a smaller seq
    id BLOB NOT NULL UNIQUE,                   -- the SHA-256 of the canonical body, 32 bytes
    project INTEGER NOT NULL REFERENCES projects(key),
    generation INTEGER NOT NULL,               -- 0 for a root, else 1 + the largest parent generation
    depth INTEGER NOT NULL,                    -- number of first-parent steps back to the root
    first_parent_seq INTEGER REFERENCES revisions(seq),
    changes_since_snapshot INTEGER NOT NULL,   -- changes along the first-parent chain since the last snapshot
    snapshot_due INTEGER NOT NULL,             -- the changes_since_snapshot at which the next snapshot is taken
    author TEXT NOT NULL,                      -- who made it, when (ms since 1970, UTC) and why: as the body says
    time_ms INTEGER NOT NULL,
    message TEXT NOT NULL,
    body BLOB NOT NULL                         -- the canonical JSON, packed
);
INSERT INTO revisions_0011 (seq, id, project, generation, depth, first_parent_seq, changes_since_snapshot, snapshot_due, author, time_ms, message, body)
SELECT r.seq, revision_id_blob(r.id), p.key, r.generation, r.depth, r.first_parent_seq, r.changes_since_snapshot, r.snapshot_due,
       r.author, r.time_ms, r.message, packed_revision_body(r.body)
FROM revisions r JOIN projects_0011 p ON p.id = r.project_id
ORDER BY r.seq;

CREATE TABLE revision_parents_0011 (
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- 1 is the second parent
    parent_seq INTEGER NOT NULL REFERENCES revisions(seq),
    PRIMARY KEY (revision_seq, position)
) WITHOUT ROWID;
INSERT INTO revision_parents_0011 (revision_seq, position, parent_seq)
SELECT m.revision_seq, m.position, p.seq FROM revision_parents m JOIN revisions p ON p.id = m.parent_id;

CREATE TABLE changes_0011 (
    project INTEGER NOT NULL REFERENCES projects(key),
    entity_id TEXT NOT NULL,
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- the change's index in the body's `changes`
    PRIMARY KEY (project, entity_id, revision_seq, position)
) WITHOUT ROWID;
INSERT INTO changes_0011 (project, entity_id, revision_seq, position)
SELECT p.key, c.entity_id, c.revision_seq, c.position FROM changes c JOIN projects_0011 p ON p.id = c.project_id;

CREATE TABLE pending_merges_0011 (
    project_id TEXT PRIMARY KEY NOT NULL REFERENCES projects(id),
    theirs BLOB NOT NULL REFERENCES revisions(id),   -- the other side's head: the merge's second parent
    conflict_count INTEGER NOT NULL,
    saved_ms INTEGER NOT NULL,
    body BLOB NOT NULL
);
INSERT INTO pending_merges_0011 (project_id, theirs, conflict_count, saved_ms, body)
SELECT project_id, revision_id_blob(theirs), conflict_count, saved_ms, body FROM pending_merges;

DROP TABLE pending_merges;
DROP TABLE changes;
DROP TABLE revision_parents;
DROP TABLE revisions;
DROP TABLE projects;
ALTER TABLE projects_0011 RENAME TO projects;
ALTER TABLE revisions_0011 RENAME TO revisions;
ALTER TABLE revision_parents_0011 RENAME TO revision_parents;
ALTER TABLE changes_0011 RENAME TO changes;
ALTER TABLE pending_merges_0011 RENAME TO pending_merges;

CREATE INDEX revisions_by_project ON revisions(project, seq);
