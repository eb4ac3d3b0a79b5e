-- layoutstore schema, version 0001_initial. Never edit this file once shipped: add a new one.
--
-- Two halves: the history (revisions, their parents, the changes index, state snapshots),
-- which is append-only, and the current state of each project (items, views, guides,
-- constraints), which every mutation updates in the same transaction as its revision.
-- docs/schema.md explains every table.

CREATE TABLE store_info (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- The store's own replica id (a random UUID), made once when the store is created.
INSERT INTO store_info (key, value)
SELECT 'replica_id',
       lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-'
             || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(h, 18, 3) || '-' || substr(h, 21, 12))
FROM (SELECT hex(randomblob(16)) AS h);

CREATE TABLE projects (
    id TEXT PRIMARY KEY NOT NULL,              -- UUID, lowercase
    name TEXT NOT NULL UNIQUE,
    head_revision TEXT REFERENCES revisions(id) DEFERRABLE INITIALLY DEFERRED
);

-- One row per revision. `body` holds the exact canonical JSON bytes whose SHA-256 is `id`;
-- the other columns repeat the body's metadata so that SQL can filter on them.
CREATE TABLE revisions (
    seq INTEGER PRIMARY KEY,                   -- local order: a parent always has a smaller seq
    id TEXT NOT NULL UNIQUE,                   -- 64 lowercase hex digits
    project_id TEXT NOT NULL REFERENCES projects(id),
    generation INTEGER NOT NULL,               -- 0 for a root, else 1 + the largest parent generation
    depth INTEGER NOT NULL,                    -- number of first-parent steps back to the root
    first_parent_seq INTEGER REFERENCES revisions(seq),
    changes_since_snapshot INTEGER NOT NULL,   -- changes along the first-parent chain since the last snapshot
    snapshot_due INTEGER NOT NULL,             -- the changes_since_snapshot at which the next snapshot is taken
    author TEXT NOT NULL,
    replica TEXT NOT NULL,
    time_ms INTEGER NOT NULL,                  -- milliseconds since 1970-01-01T00:00:00Z
    message TEXT NOT NULL,
    body BLOB NOT NULL
);
CREATE INDEX revisions_by_project ON revisions(project_id, seq);

CREATE TABLE revision_parents (
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- 0 is the first parent
    parent_id TEXT NOT NULL REFERENCES revisions(id),
    PRIMARY KEY (revision_seq, position)
) WITHOUT ROWID;
CREATE INDEX revision_parents_by_parent ON revision_parents(parent_id);

-- Every field-level change of every revision, as in its body: an index for history queries.
CREATE TABLE changes (
    revision_seq INTEGER NOT NULL REFERENCES revisions(seq),
    position INTEGER NOT NULL,                 -- order within the revision, from 0
    project_id TEXT NOT NULL REFERENCES projects(id),
    entity_kind TEXT NOT NULL CHECK (entity_kind IN ('project', 'view', 'guide', 'constraint')),
    entity_id TEXT NOT NULL,
    field TEXT,                                -- NULL: the whole entity was created or deleted
    before TEXT,                               -- canonical JSON; NULL when there was nothing before
    after TEXT,                                -- canonical JSON; NULL when there is nothing after
    PRIMARY KEY (revision_seq, position)
) WITHOUT ROWID;
CREATE INDEX changes_by_entity ON changes(project_id, entity_id, revision_seq);

-- The whole state of a project after some revisions (along each first-parent chain, once
-- the changes since the last snapshot reach a quarter of the project's size), so that
-- reading an old state replays only a bounded number of changes.
CREATE TABLE snapshots (
    revision_seq INTEGER PRIMARY KEY REFERENCES revisions(seq),
    state BLOB NOT NULL                        -- the whole project, binary (Sources/Storage/Schema/SnapshotCoding.swift)
);

-- Current state. Views and guides share one namespace per project, kept here.
CREATE TABLE items (
    id TEXT PRIMARY KEY NOT NULL,
    project_id TEXT NOT NULL REFERENCES projects(id),
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('view', 'guide')),
    UNIQUE (project_id, name)
);

CREATE TABLE views (
    id TEXT PRIMARY KEY NOT NULL REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    project_id TEXT NOT NULL REFERENCES projects(id),
    parent_id TEXT REFERENCES views(id) DEFERRABLE INITIALLY DEFERRED,
    sibling_index INTEGER NOT NULL,
    kind TEXT NOT NULL,
    frame_x REAL NOT NULL,
    frame_y REAL NOT NULL,
    frame_width REAL NOT NULL,
    frame_height REAL NOT NULL,
    intrinsic_width REAL,
    intrinsic_height REAL,
    hugging_horizontal REAL NOT NULL,
    hugging_vertical REAL NOT NULL,
    compression_horizontal REAL NOT NULL,
    compression_vertical REAL NOT NULL,
    margin_top REAL NOT NULL,
    margin_left REAL NOT NULL,
    margin_bottom REAL NOT NULL,
    margin_right REAL NOT NULL,
    preserves_superview_layout_margins INTEGER NOT NULL,
    insets_layout_margins_from_safe_area INTEGER NOT NULL,
    semantic_content_attribute TEXT NOT NULL,
    first_baseline_from_top REAL,
    last_baseline_from_bottom REAL,
    hidden INTEGER NOT NULL
);
CREATE INDEX views_by_project ON views(project_id);
CREATE INDEX views_by_parent ON views(parent_id);

CREATE TABLE guides (
    id TEXT PRIMARY KEY NOT NULL REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    project_id TEXT NOT NULL REFERENCES projects(id),
    owner_id TEXT NOT NULL REFERENCES views(id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX guides_by_project ON guides(project_id);
CREATE INDEX guides_by_owner ON guides(owner_id);

CREATE TABLE constraints (
    id TEXT PRIMARY KEY NOT NULL,
    project_id TEXT NOT NULL REFERENCES projects(id),
    identifier TEXT,
    first_item TEXT NOT NULL REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    first_guide TEXT,                          -- margins, safeArea, readable, or NULL
    first_attribute TEXT NOT NULL,
    relation TEXT NOT NULL,                    -- '<=', '==', '>='
    multiplier REAL NOT NULL,
    second_item TEXT REFERENCES items(id) DEFERRABLE INITIALLY DEFERRED,
    second_guide TEXT,
    second_attribute TEXT,
    constant REAL NOT NULL,
    priority REAL NOT NULL,
    placeholder INTEGER NOT NULL,
    active INTEGER NOT NULL
);
CREATE INDEX constraints_by_project ON constraints(project_id);
CREATE INDEX constraints_by_first_item ON constraints(first_item);
CREATE INDEX constraints_by_second_item ON constraints(second_item);
