// A 24-second ambient loop: soft pad chords with slow envelopes and a gentle bell
// arpeggio, rendered into a circular buffer so every tail wraps into the start and the
// loop has no seam, then encoded to MP3 with lamejs.
import { Mp3Encoder } from '@breezystack/lamejs';
import { createRng } from './lib/svg.mjs';

const RATE = 44100;
const CHORD_SECONDS = 6;
// Dmaj9, Bm7(add11), Gmaj7, A6sus: warm, unresolved, loops back to D naturally.
const CHORDS = [
  [50, 57, 62, 66, 69, 76],
  [47, 54, 62, 66, 69, 74],
  [43, 55, 59, 62, 66, 71],
  [45, 52, 57, 62, 66, 71],
];
const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

function addTone(buf, start, seconds, freq, amp, { attack, release, partials, detune = 0 }) {
  const n = buf.length;
  const len = Math.floor(seconds * RATE);
  const a = attack * RATE;
  const r = release * RATE;
  for (let i = 0; i < len; i++) {
    const env = Math.min(1, i / a) * Math.min(1, (len - i) / r);
    const t = i / RATE;
    let v = 0;
    for (const [mult, gain] of partials) {
      v += gain * Math.sin(2 * Math.PI * freq * mult * (1 + detune) * t);
    }
    buf[(start + i) % n] += amp * env * env * v;
  }
}

function addBell(buf, start, freq, amp) {
  const n = buf.length;
  const len = Math.floor(2.5 * RATE);
  for (let i = 0; i < len; i++) {
    const t = i / RATE;
    const env = Math.min(1, i / 400) * Math.exp(-t * 2.2);
    const v = Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(2 * Math.PI * freq * 2.01 * t) * Math.exp(-t * 4);
    buf[(start + i) % n] += amp * env * v;
  }
}

/** A one-pole low-pass run twice round the loop so its state is settled at the seam. */
function lowPass(buf, cutoff) {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = 0;
  const out = new Float32Array(buf.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < buf.length; i++) {
      y += k * (buf[i] - y);
      if (pass === 1) out[i] = y;
    }
  }
  return out;
}

export function renderLoop() {
  const rng = createRng(2005);
  const total = CHORDS.length * CHORD_SECONDS * RATE;
  const buf = new Float32Array(total);
  const pad = {
    attack: 2.2,
    release: 2.8,
    partials: [
      [1, 1],
      [2, 0.22],
      [3, 0.06],
    ],
  };
  CHORDS.forEach((chord, c) => {
    const start = c * CHORD_SECONDS * RATE;
    for (const note of chord) {
      // Two slightly detuned voices per note give the pad its slow chorus.
      addTone(buf, start, CHORD_SECONDS + 2, hz(note), note < 50 ? 0.09 : 0.05, { ...pad, detune: 0.0015 });
      addTone(buf, start, CHORD_SECONDS + 2, hz(note), note < 50 ? 0.09 : 0.05, { ...pad, detune: -0.0015 });
    }
    const tones = chord.slice(2).map((m) => m + 12);
    for (let step = 0; step < 8; step++) {
      if (step % 4 === 3 && rng.chance(0.5)) continue;
      const note = tones[(step * 2 + c) % tones.length];
      addBell(buf, start + Math.floor(step * 0.75 * RATE), hz(note), 0.05 + rng.range(0, 0.02));
    }
  });
  const out = lowPass(buf, 2600);
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const pcm = new Int16Array(out.length);
  const gain = (0.7 * 32767) / peak;
  for (let i = 0; i < out.length; i++) pcm[i] = Math.round(out[i] * gain);
  return pcm;
}

/** Encodes the loop as mono MP3 at a modest bitrate (about 290 kB for 24 s). */
export function encodeMp3(pcm, kbps = 96) {
  const encoder = new Mp3Encoder(1, RATE, kbps);
  const chunks = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
}
