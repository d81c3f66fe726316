-- Lesson recordings uploaded (or attached from an uploaded personal resource) before recordings
-- were titled after their lesson still carry their file's base name ("lecture" for lecture.mp4).
-- They take the title a recording gets when made today (server/uploads/recording-rows.ts
-- `lessonRecordingTitle`: the subject's English and Chinese names, once when they are the same,
-- and the lesson's week: "Advanced Mathematics 高等数学 — week 9"). A recording whose title is not
-- its file's base name was renamed by its teacher or an administrator, and keeps its name. The
-- students' "recording is ready" messages that named the file name the new title. Run again it
-- finds nothing to change.
WITH base_names AS (
  SELECT u.vod_id, coalesce(nullif(regexp_replace(u.file_name, '\.[^.]+$', ''), ''), u.file_name) AS base_name
  FROM upload_files u
  WHERE u.target = 'recording' AND u.vod_id IS NOT NULL
  UNION
  SELECT a.vod_id, coalesce(nullif(regexp_replace(u.file_name, '\.[^.]+$', ''), ''), u.file_name)
  FROM personal_resource_attachments a
  JOIN personal_resources r ON r.id = a.resource_id
  JOIN upload_files u ON u.id = r.upload_id
),
stale AS (
  SELECT
    v.id,
    v.title AS old_title,
    CASE
      WHEN btrim(s.name_en) = '' THEN btrim(s.name)
      WHEN btrim(s.name) = '' OR btrim(s.name) = btrim(s.name_en) THEN btrim(s.name_en)
      ELSE btrim(s.name_en) || ' ' || btrim(s.name)
    END || ' — week ' || c.week_no AS new_title
  FROM vods v
  JOIN course_sessions c ON c.id = v.cour_id
  JOIN teaching_classes t ON t.id = v.tecl_id
  JOIN subjects s ON s.id = t.subj_id
  WHERE EXISTS (SELECT 1 FROM base_names b WHERE b.vod_id = v.id AND b.base_name = v.title)
),
told AS (
  UPDATE messages m
  SET
    params = jsonb_set(m.params, '{title}', to_jsonb(stale.new_title)),
    content = replace(m.content, '(' || stale.old_title || ')', '(' || stale.new_title || ')')
  FROM stale
  WHERE m.vod_id = stale.id AND m.topic = 'recording-ready' AND m.params ->> 'title' = stale.old_title
  RETURNING m.id
)
UPDATE vods v
SET title = stale.new_title
FROM stale
WHERE v.id = stale.id AND v.title <> stale.new_title;
