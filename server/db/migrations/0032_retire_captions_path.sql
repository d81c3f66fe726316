-- A recording's captions are its caption tracks now (caption_tracks, migration 0029;
-- docs/captions.md), which the player lists per language and labels human or automatic
-- (docs/player-texts.md). The column held the path of one WebVTT file per recording, and only
-- the demo seed ever wrote it (demo/clip-N/captions.vtt, the same six generated lines for every
-- lesson of a clip): no upload, transcode or capture filled it, so no teacher's captions are lost.
-- A demo campus seeded before this keeps its videos and loses only those generated lines; a new
-- seed stores them as published caption tracks of origin human. The files stay in the media
-- store, unread.
ALTER TABLE "vods" DROP COLUMN "captions_path";
