CREATE TABLE "search_texts" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "search_texts_kind_entity_id_field_pk" PRIMARY KEY("kind","entity_id","field")
);
--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_texts_tenant_kind_idx" ON "search_texts" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "search_texts_text_trgm_idx" ON "search_texts" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
-- pg_trgm's operator functions are costed like an integer comparison, so the planner would scan
-- whole tables computing similarities rather than use the trigram indexes for `%` and `<%`
-- (docs/search.md). Raise their cost; leave them be where the migrating role does not own them.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm operator costs left unchanged: %', SQLERRM;
END $$;
