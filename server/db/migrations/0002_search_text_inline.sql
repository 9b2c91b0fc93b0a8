-- Keyword search rechecks search_text on every candidate row (a trigram match is lossy). Stored
-- out of line (TOAST), each recheck costs a TOAST index lookup and chunk reads; kept in the row
-- (compressed), it costs nothing more than the row. Long descriptions are moved out instead.
-- Applies to rows written from now on; docs/performance.md tells how to rewrite existing ones.
ALTER TABLE "properties" ALTER COLUMN "search_text" SET STORAGE MAIN;
