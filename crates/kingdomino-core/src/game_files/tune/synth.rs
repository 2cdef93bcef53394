//! Plays a tune into samples, one at a time as the sound card asks: each voice sounds its
//! notes in turn with its instrument's tone and swell, and the voices are mixed. Cheap enough
//! for the browser's one thread (a few sines a sample).

use std::f32::consts::TAU;

use super::{Instrument, Tune, Voice};

/// Samples a second: plenty for soft instruments, and half the work of CD quality.
pub const SAMPLE_RATE: u32 = 22_050;

/// How loud the mix is before it is kept inside -1 to 1.
const MIX_GAIN: f32 = 0.8;
/// Each note fades out over its last moment, so no note ends with a click.
const RELEASE_SECONDS: f32 = 0.04;

/// A tune being played: an endless stream of samples would never let the player loop it, so
/// it ends with the tune.
pub struct Synth {
    voices: Vec<VoicePlayer>,
    samples_left: u64,
}

struct VoicePlayer {
    voice: Voice,
    samples_per_beat: f32,
    /// The note sounding, where in it the voice is, and how long it lasts (in samples).
    note: usize,
    at: u32,
    length: u32,
}

impl Synth {
    pub fn new(tune: &Tune) -> Synth {
        let samples_per_beat = SAMPLE_RATE as f32 * 60.0 / tune.beats_per_minute;
        Synth {
            voices: tune
                .voices
                .iter()
                .map(|voice| VoicePlayer {
                    voice: voice.clone(),
                    samples_per_beat,
                    note: 0,
                    at: 0,
                    length: note_samples(voice, 0, samples_per_beat),
                })
                .collect(),
            samples_left: (tune.beats * samples_per_beat) as u64,
        }
    }
}

impl Iterator for Synth {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        self.samples_left = self.samples_left.checked_sub(1)?;
        let mixed: f32 = self.voices.iter_mut().map(VoicePlayer::sample).sum();
        Some((mixed * MIX_GAIN).clamp(-1.0, 1.0))
    }
}

fn note_samples(voice: &Voice, note: usize, samples_per_beat: f32) -> u32 {
    voice
        .notes
        .get(note)
        .map_or(1, |note| (note.beats * samples_per_beat).max(1.0) as u32)
}

impl VoicePlayer {
    fn sample(&mut self) -> f32 {
        if self.at >= self.length {
            self.note = (self.note + 1) % self.voice.notes.len();
            self.at = 0;
            self.length = note_samples(&self.voice, self.note, self.samples_per_beat);
        }
        let t = self.at as f32 / SAMPLE_RATE as f32;
        let length = self.length as f32 / SAMPLE_RATE as f32;
        self.at += 1;
        let Some(frequency) = self.voice.notes[self.note].frequency else {
            return 0.0;
        };
        let release = ((length - t) / RELEASE_SECONDS).clamp(0.0, 1.0);
        let phase = TAU * frequency * t;
        let (tone, swell) = match self.voice.instrument {
            Instrument::Pluck => (
                phase.sin()
                    + 0.35 * (2.0 * phase).sin() * (-t / 0.2).exp()
                    + 0.1 * (3.0 * phase).sin() * (-t / 0.1).exp(),
                (t / 0.005).min(1.0) * (-t / 0.6).exp(),
            ),
            Instrument::Pad => {
                let rise = (t / (0.35 * length)).min(1.0);
                let fall = ((length - t) / (0.35 * length)).min(1.0);
                (
                    phase.sin() + 0.25 * (2.0 * phase).sin() + 0.15 * (phase * 1.004).sin(),
                    rise * fall,
                )
            }
            Instrument::Bell => (
                phase.sin()
                    + 0.4 * (2.76 * phase).sin() * (-t / 0.4).exp()
                    + 0.2 * (5.4 * phase).sin() * (-t / 0.15).exp(),
                (t / 0.002).min(1.0) * (-t / 1.2).exp(),
            ),
        };
        self.voice.volume * tone * swell * release
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tune(text: &str) -> Tune {
        Tune::from_ron(text, "test").unwrap()
    }

    #[test]
    fn a_tune_lasts_its_beats_and_stays_within_bounds() {
        let read = tune(
            "(beats_per_minute: 120, voices: [
                (instrument: Pluck, volume: 1.0, notes: \"C4:1 E4:1 G4:2\"),
                (instrument: Pad, volume: 1.0, notes: \"C3:2\"),
                (instrument: Bell, volume: 1.0, notes: \"-:1 C6:1\"),
            ])",
        );
        let samples: Vec<f32> = Synth::new(&read).collect();
        assert_eq!(
            samples.len(),
            2 * SAMPLE_RATE as usize,
            "4 beats at 120 a minute"
        );
        assert!(samples.iter().all(|sample| (-1.0..=1.0).contains(sample)));
        let loudest = samples
            .iter()
            .fold(0.0f32, |most, sample| most.max(sample.abs()));
        assert!(loudest > 0.3, "{loudest}");
    }

    #[test]
    fn a_rest_is_silent_and_notes_fade_before_they_end() {
        let read = tune(
            "(beats_per_minute: 60, voices: [(instrument: Pluck, volume: 1.0, notes: \"-:1 A4:1\")])",
        );
        let samples: Vec<f32> = Synth::new(&read).collect();
        let second = SAMPLE_RATE as usize;
        assert!(samples[..second].iter().all(|sample| *sample == 0.0));
        assert!(samples[second..].iter().any(|sample| sample.abs() > 0.1));
        assert!(samples.last().unwrap().abs() < 0.01, "no click at the end");
    }
}
