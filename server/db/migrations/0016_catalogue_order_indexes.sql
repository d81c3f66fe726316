-- The live list's order (begin time, then id) read straight from an index: with its total cached,
-- a page of the day stops at its last row instead of sorting every lesson of a begin-time slot.
CREATE INDEX "course_sessions_tenant_begin_id_idx" ON "course_sessions" USING btree ("tenant_id", "begin_time", "id");
--> statement-breakpoint
-- The recorded list's default order (hot, then newest recording, then id), same reason.
CREATE INDEX "teaching_classes_tenant_hot_recorded_idx" ON "teaching_classes" USING btree ("tenant_id", "hot_score" DESC, "last_recorded_at" DESC, "id") WHERE "ready_vod_count" > 0;
