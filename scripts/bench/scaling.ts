import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './playback';
import { benchEdge, EDGE_VIEWING, type EdgeFigures } from './scaling-edge';
import {
  startBucket,
  startRecordingServer,
  uploadRecording,
  uploadThroughput,
  type StoreName,
  type TranscodeRun,
  type UploadRun,
} from './scaling-stores';
import { demoLessonSource } from './uploads';

/**
 * `npm run bench -- scaling` (issue 30, docs/bench.md "Past one machine"): what the pieces a
 * campus adds past one machine cost, each as a ratio to a baseline measured in the same run:
 * segments through the video edge against plain nginx serving the same files (scaling-edge.ts),
 * simulated viewers through the edge, and uploads and transcodes with the media in an S3 bucket
 * (Ceph's RADOS Gateway) against the local folder (scaling-stores.ts). All on loopback.
 */
export type ScalingFigures = { sourceS: number; edge: EdgeFigures; uploads: UploadRun[]; transcodes: TranscodeRun[] };

/** The demo lesson's camera, uploaded for the transcodes and served to the viewers. */
const SOURCE = { size: '1280x720', seconds: 20 } as const;
/**
 * Each store twice, in an order that cancels a steady drift of the machine's load; the last is
 * local: its server then holds the recording the edge serves.
 */
const TRANSCODE_ORDER: readonly StoreName[] = ['local', 'S3', 'S3', 'local'];

export const TARGETS = { edgeCpuRatio: 2, viewerP99Ms: 250 } as const;

/** A signal ends the section through process.exit, so the Ceph daemons and nginx it started are stopped on the way out. */
function exitOnSignals(): () => void {
  const onSignal = (signal: NodeJS.Signals) => process.exit(signal === 'SIGINT' ? 130 : 143);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  };
}

export async function benchScaling(log: (line: string) => void): Promise<ScalingFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'lectern-bench-scaling-'));
  const restoreSignals = exitOnSignals();
  try {
    log('scaling: making the demo lesson (ffmpeg)…');
    const source = await readFile(await demoLessonSource(dir, SOURCE.size, SOURCE.seconds));
    const transcodes: TranscodeRun[] = [];
    // A server on the store makes the recording; the last one stays for the edge.
    const record = async (store: StoreName, storeEnv: Record<string, string>) => {
      const server = await startRecordingServer(storeEnv);
      try {
        const { uploadId, ...run } = await uploadRecording(server, source);
        transcodes.push({ store, ...run });
        log(
          `scaling: transcode with media in ${store}: ${(run.transcodeMs / 1000).toFixed(1)} s, ${run.cpuS.toFixed(1)} CPU s (chain ${(run.chainMs / 1000).toFixed(1)} s)`,
        );
        return { server, uploadId };
      } catch (error) {
        await server.close();
        throw error;
      }
    };
    const bucket = await startBucket(log);
    let uploads: UploadRun[];
    let kept: Awaited<ReturnType<typeof record>>;
    try {
      uploads = await uploadThroughput(bucket.storeEnv, log);
      for (const store of TRANSCODE_ORDER.slice(0, -1)) {
        const { server } = await record(store, store === 'local' ? {} : bucket.storeEnv());
        await server.close();
      }
      kept = await record(TRANSCODE_ORDER.at(-1)!, {});
    } finally {
      await bucket.stop();
    }
    let edge: EdgeFigures;
    try {
      edge = await benchEdge(kept.server, kept.uploadId, log);
    } finally {
      await kept.server.close();
    }
    return { sourceS: SOURCE.seconds, edge, uploads, transcodes };
  } finally {
    restoreSignals();
    await rm(dir, { recursive: true, force: true });
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'not met');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const list = (values: readonly number[], digits = 0) => values.map((value) => value.toFixed(digits)).join(', ');

function storeRows(uploads: readonly UploadRun[], transcodes: readonly TranscodeRun[], sourceS: number): string[] {
  const rates = (store: StoreName) => uploads.filter((run) => run.store === store).map((run) => run.bytes / 1024 ** 2 / (run.ms / 1000));
  const of = (store: StoreName, field: 'transcodeMs' | 'chainMs' | 'cpuS') =>
    transcodes.filter((run) => run.store === store).map((run) => (field === 'cpuS' ? run.cpuS : run[field] / 1000));
  const ratio = (field: 'transcodeMs' | 'chainMs' | 'cpuS') => (median(of('S3', field)) / median(of('local', field))).toFixed(2);
  const mib = ((uploads[0]?.bytes ?? 0) / 1024 ** 2).toLocaleString('en');
  const uploadRatio = median(rates('S3')) / median(rates('local'));
  return [
    `| upload of ${mib} MiB through the chunk protocol (10 MiB chunks, 3 in flight), media in S3 vs the local folder | S3 ${list(rates('S3'))} MiB/s, local ${list(rates('local'))} MiB/s: ratio ${uploadRatio.toFixed(2)} (medians) | none set | |`,
    `| transcode of the ${sourceS} s 720p demo lesson by the worker (source fetched, ladder, publish), S3 vs local | S3 ${list(of('S3', 'transcodeMs'), 1)} s, local ${list(of('local', 'transcodeMs'), 1)} s: ${ratio('transcodeMs')}× the local time (medians) | none set | |`,
    `| the same, CPU time of Lectern's process and its ffmpeg | S3 ${list(of('S3', 'cpuS'), 1)} s, local ${list(of('local', 'cpuS'), 1)} s: ${ratio('cpuS')}× | none set | |`,
    `| the same, last chunk to \`success\` (merge, transcode, publish) | S3 ${list(of('S3', 'chainMs'), 1)} s, local ${list(of('local', 'chainMs'), 1)} s: ${ratio('chainMs')}× | none set | |`,
  ];
}

function edgeRows(edge: EdgeFigures): string[] {
  const ratios = edge.rounds.map((round) => round.edge.nginxUs / round.plain.nginxUs);
  const ratio = median(ratios);
  const us = (side: 'edge' | 'plain') => median(edge.rounds.map((round) => round[side].nginxUs));
  const rps = (side: 'edge' | 'plain') => median(edge.rounds.map((round) => round[side].requestsPerSecond));
  const lectern = (side: 'edge' | 'plain') => median(edge.rounds.map((round) => round[side].lecternUs));
  const rows = [
    `| a ${(edge.segmentBytes / 1024).toFixed(0)} KiB segment under its capability through the edge (check and file from its cache) vs plain nginx serving the file, nginx workers' CPU per segment | ${us('edge').toFixed(0)} vs ${us('plain').toFixed(0)} µs: ratio ${ratio.toFixed(2)} (rounds ${list(ratios, 2)}); ${rps('edge').toFixed(0)} vs ${rps('plain').toFixed(0)} req/s; Lectern's process ${lectern('edge').toFixed(0)} µs a segment (${lectern('plain').toFixed(0)} while plain nginx served: its own background work) | ≤ ${TARGETS.edgeCpuRatio}× | ${met(ratio <= TARGETS.edgeCpuRatio)} |`,
  ];
  for (const run of edge.viewers) {
    const ok = run.p99Ms < TARGETS.viewerP99Ms && run.stalls === 0 && run.errors === 0;
    const hits = run.segments > 0 ? (run.edgeHits / run.segments) * 100 : 0;
    rows.push(
      `| ${run.viewers.toLocaleString('en')} viewers of one recording through the edge, real-time pace (${EDGE_VIEWING.playS} s each, arriving over ${EDGE_VIEWING.rampS} s) | segment p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms (max ${run.maxMs.toFixed(0)}; the highest of the players' processes); ` +
        `${run.stalls} stalls, ${run.errors} errors in ${run.segments.toLocaleString('en')} segments, ${hits.toFixed(1)} % from the edge's cache; CPU (of one core) nginx workers ${percent(run.nginxShare)} (${run.nginxUsPerSegment.toFixed(0)} µs a segment), Lectern ${percent(run.lecternShare)}, the ${run.processes} players' processes ${percent(run.loadShare)}, their event-loop delay p99 ${run.playersDelayP99Ms.toFixed(0)} ms; the machine ${percent(run.machineBusy)} busy | p99 < ${TARGETS.viewerP99Ms} ms, 0 stalls | ${met(ok)} |`,
    );
  }
  for (const reason of edge.skipped) rows.push(`| (left out) | ${reason} | | |`);
  return rows;
}

export function formatScaling(figures: ScalingFigures): string {
  return [
    `Past one machine (${availableParallelism()} cores; the load from processes of its own; other work on the machine makes these noisy, the ratios within the run are what count):`,
    '',
    '| scaling | figure | target | |',
    '|---|---|---|---|',
    ...edgeRows(figures.edge),
    ...storeRows(figures.uploads, figures.transcodes, figures.sourceS),
  ].join('\n');
}
