-- Issue 31 (decision 740): the statement triggers that join a bulk UPDATE's old and new rows by id. A transition
-- table has no statistics, so the planner guessed a few rows and joined them in a nested loop: an UPDATE of 10,000
-- prices in a 100,000-book catalogue spent 49 of its 53 s in lw_search_version_change's EXISTS. Without nested
-- loops the join is a hash join, linear in the rows changed (4.2 s). The setting holds inside these functions only.
ALTER FUNCTION lw_search_version_change() SET enable_nestloop = off;--> statement-breakpoint
ALTER FUNCTION lw_title_terms_change() SET enable_nestloop = off;--> statement-breakpoint
ALTER FUNCTION lw_search_words_change() SET enable_nestloop = off;
