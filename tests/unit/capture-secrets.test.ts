import { describe, expect, it } from 'vitest';
import { newRelayName, RELAY_NAME_PATTERN } from '../../server/capture/relay-name';
import { relayArgs } from '../../server/capture/relay-args';
import { newStreamKey, redactCaptureSecrets } from '../../server/capture/stream-key';

/**
 * Capture secrets never reach a log (docs/capture.md "Keys"): a stream key, a pull relay's stream
 * name, and the user, password or SRT passphrase an encoder's address carries are scrubbed from
 * any line, whoever printed it; what is left still says where the trouble was.
 */
describe('redactCaptureSecrets', () => {
  it('scrubs stream keys and relay names wherever they appear', () => {
    const key = newStreamKey();
    const relay = newRelayName();
    expect(RELAY_NAME_PATTERN.test(relay)).toBe(true);
    const line = redactCaptureSecrets(`rtmp://127.0.0.1:1935/live/${key}: refused; relay rtmp://127.0.0.1:1935/live/${relay} ended`);
    expect(line).not.toContain(key.slice(4));
    expect(line).not.toContain(relay.slice(4));
    expect(line).toBe('rtmp://127.0.0.1:1935/live/lck_[redacted]: refused; relay rtmp://127.0.0.1:1935/live/lcr_[redacted] ended');
  });

  it("scrubs an RTSP address's user and password and an SRT passphrase, keeping the host", () => {
    expect(redactCaptureSecrets('rtsp://admin:Cam3ra!pass@192.0.2.10:554/stream1: Connection refused')).toBe(
      'rtsp://[redacted]@192.0.2.10:554/stream1: Connection refused',
    );
    expect(redactCaptureSecrets('srt://192.0.2.11:9000?mode=caller&passphrase=lecture-hall-7-secret&latency=200: timeout')).toBe(
      'srt://192.0.2.11:9000?mode=caller&passphrase=[redacted]&latency=200: timeout',
    );
    expect(redactCaptureSecrets('rtsp://192.0.2.10:554/stream1 has no audio')).toBe('rtsp://192.0.2.10:554/stream1 has no audio');
  });
});

describe('relayArgs', () => {
  it('copies what the encoder sends, or encodes to H.264 with a key frame per half-second segment when told', () => {
    const copy = relayArgs('rtsp://192.0.2.10/s', 'rtmp://127.0.0.1:1935/live/lcr_x', { encode: false });
    expect(copy).toEqual([
      '-i',
      'rtsp://192.0.2.10/s',
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-c',
      'copy',
      '-f',
      'flv',
      'rtmp://127.0.0.1:1935/live/lcr_x',
    ]);
    const encode = relayArgs('srt://192.0.2.11:9000', 'rtmp://127.0.0.1:1935/live/lcr_x', { encode: true });
    expect(encode.slice(encode.indexOf('-c:v'), encode.indexOf('-c:v') + 2)).toEqual(['-c:v', 'libx264']);
    expect(encode).toContain('expr:gte(t,n_forced*0.5)');
    expect(encode.at(-1)).toBe('rtmp://127.0.0.1:1935/live/lcr_x');
  });
});
