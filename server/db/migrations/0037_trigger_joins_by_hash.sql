-- Issue 31 (decision 740): the statement triggers that join a bulk UPDATE's old and new rows by id. The planner
-- joined the two transition tables in a nested loop, quadratic in the rows of a statement: an upsert of 500 books
-- spent a second in these triggers even when only prices changed (a delta of 10,000 prices took 22 s in a
-- 100,000-book catalogue; with these functions 0.1 s a batch). Without nested loops the join is a hash join,
-- linear in the rows changed. The setting holds inside these functions only (PostgreSQL restores it at exit).
ALTER FUNCTION lw_search_version_change() SET enable_nestloop = off;--> statement-breakpoint
ALTER FUNCTION lw_search_words_change() SET enable_nestloop = off;--> statement-breakpoint
-- The title terms need both: a hash join to find the changed books, then index lookups (a nested loop) to remove
-- their old terms — a hash join there would read every book's terms. So the body takes two steps.
CREATE OR REPLACE FUNCTION lw_title_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE changed integer[];
  BEGIN
    -- Which books changed their words, stock order, scopes or listing: a join of the two transition tables, by
    -- hash (the function runs with enable_nestloop off).
    changed := ARRAY(
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_title_words IS DISTINCT FROM n.search_title_words OR (o.stock <> 1) IS DISTINCT FROM (n.stock <> 1)
         OR o.in_sb IS DISTINCT FROM n.in_sb OR o.sb_edition IS DISTINCT FROM n.sb_edition
         OR (o.withdrawn_at IS NULL) IS DISTINCT FROM (n.withdrawn_at IS NULL));
    IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
    -- Their old terms go by index lookups (a nested loop), not by reading every book's terms.
    PERFORM set_config('enable_nestloop', 'on', true);
    DELETE FROM search_title_terms s
    USING old_rows o, lw_title_terms(o.search_title_words, o.stock, o.id, o.in_sb, o.sb_edition) x
    WHERE o.id = ANY (changed) AND o.withdrawn_at IS NULL
      AND s.term = x.term AND s.not_in_stock = x.not_in_stock AND s.book_id = x.book_id;
    INSERT INTO search_title_terms
    SELECT x.* FROM new_rows n, lw_title_terms(n.search_title_words, n.stock, n.id, n.in_sb, n.sb_edition) x
    WHERE n.id = ANY (changed) AND n.withdrawn_at IS NULL;
    RETURN NULL;
  END $$;--> statement-breakpoint
ALTER FUNCTION lw_title_terms_change() SET enable_nestloop = off;
