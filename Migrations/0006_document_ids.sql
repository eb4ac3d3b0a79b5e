-- layoutstore schema 0006: Interface Builder document ids. Never edit this file once shipped.
--
-- The object id each imported view, custom layout guide and constraint has in the Interface
-- Builder document it came from (`ibID` in the command's JSON), so that re-import and export
-- line up with the file; NULL for what was made in layoutstore. History records it as the
-- field `documentID`; these columns are only the current state.

ALTER TABLE views ADD COLUMN document_id TEXT;
ALTER TABLE guides ADD COLUMN document_id TEXT;
ALTER TABLE constraints ADD COLUMN document_id TEXT;
