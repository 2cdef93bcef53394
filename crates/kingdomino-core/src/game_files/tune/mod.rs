//! The game's music as text: a tune file (`music/*.tune.ron`) names its tempo and, for each
//! voice, an instrument, a volume and its notes. The game plays it through its own synthesiser
//! (`synth.rs`), so the music costs the web page a few kilobytes and a mod can write its own.
//!
//! Notes are written `D4:1` (a note, its octave, then its length in beats; `#` sharpens, `b`
//! flattens) or `-:2` (a rest), apart by spaces or new lines. Every voice repeats from its
//! start when it ends, so a short bass line can go under a long melody.

mod synth;

use serde::Deserialize;

pub use synth::{SAMPLE_RATE, Synth};

/// A tune as read from its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Tune {
    pub beats_per_minute: f32,
    pub voices: Vec<Voice>,
    /// How many beats the tune lasts: its longest voice.
    pub beats: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Voice {
    pub instrument: Instrument,
    pub volume: f32,
    pub notes: Vec<Note>,
}

/// A note, or a rest when it has no pitch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    pub frequency: Option<f32>,
    pub beats: f32,
}

/// How a voice sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Instrument {
    /// A plucked string: quick to sound, dying away.
    Pluck,
    /// A soft held chord tone that swells and fades with its note.
    Pad,
    /// A small bell: bright, ringing long.
    Bell,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TuneFile {
    beats_per_minute: f32,
    voices: Vec<VoiceFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct VoiceFile {
    instrument: Instrument,
    volume: f32,
    notes: String,
}

/// The tempi and volumes a tune may use: outside them it is more likely a slip than music.
const TEMPI: std::ops::RangeInclusive<f32> = 20.0..=300.0;
const VOLUMES: std::ops::RangeInclusive<f32> = 0.0..=1.0;
/// The longest note or rest, in beats.
const LONGEST: f32 = 64.0;

impl Tune {
    /// Reads a tune file; the error says what is wrong and where (`source`, the note's place).
    pub fn from_ron(text: &str, source: &str) -> Result<Tune, String> {
        let file: TuneFile = ron::from_str(text).map_err(|error| format!("{source}: {error}"))?;
        if !TEMPI.contains(&file.beats_per_minute) {
            return Err(format!(
                "{source}: beats_per_minute {} is outside {} to {}",
                file.beats_per_minute,
                TEMPI.start(),
                TEMPI.end()
            ));
        }
        if file.voices.is_empty() {
            return Err(format!("{source}: the tune has no voices"));
        }
        let mut voices = Vec::new();
        for (index, voice) in file.voices.into_iter().enumerate() {
            let place = format!("{source}: voice {}", index + 1);
            if !VOLUMES.contains(&voice.volume) {
                return Err(format!(
                    "{place}: volume {} is outside 0 to 1",
                    voice.volume
                ));
            }
            let notes = parse_notes(&voice.notes).map_err(|error| format!("{place}: {error}"))?;
            voices.push(Voice {
                instrument: voice.instrument,
                volume: voice.volume,
                notes,
            });
        }
        let beats = voices
            .iter()
            .map(|voice| voice.notes.iter().map(|note| note.beats).sum::<f32>())
            .fold(0.0, f32::max);
        Ok(Tune {
            beats_per_minute: file.beats_per_minute,
            voices,
            beats,
        })
    }
}

fn parse_notes(text: &str) -> Result<Vec<Note>, String> {
    let notes: Vec<Note> = text
        .split_whitespace()
        .enumerate()
        .map(|(index, word)| {
            parse_note(word).map_err(|error| format!("note {} `{word}`: {error}", index + 1))
        })
        .collect::<Result<_, _>>()?;
    if notes.iter().all(|note| note.frequency.is_none()) {
        return Err("it has no notes".to_string());
    }
    Ok(notes)
}

/// `D4:1`, `F#3:0.5`, `Bb2:2` or `-:1`.
fn parse_note(word: &str) -> Result<Note, String> {
    let (pitch, beats) = word
        .split_once(':')
        .ok_or("write it as NOTE:BEATS, such as D4:1")?;
    let beats: f32 = beats
        .parse()
        .map_err(|_| format!("`{beats}` is not a number of beats"))?;
    if !(beats > 0.0 && beats <= LONGEST) {
        return Err(format!(
            "a note lasts more than 0 and at most {LONGEST} beats"
        ));
    }
    let frequency = match pitch {
        "-" => None,
        _ => Some(frequency_of(pitch)?),
    };
    Ok(Note { frequency, beats })
}

/// The note's frequency in hertz, A4 being 440.
fn frequency_of(pitch: &str) -> Result<f32, String> {
    let mut letters = pitch.chars();
    let semitone = match letters.next().map(|letter| letter.to_ascii_uppercase()) {
        Some('C') => 0,
        Some('D') => 2,
        Some('E') => 4,
        Some('F') => 5,
        Some('G') => 7,
        Some('A') => 9,
        Some('B') => 11,
        _ => return Err("a note is C, D, E, F, G, A or B".to_string()),
    };
    let rest = letters.as_str();
    let (shift, octave) = match rest.strip_prefix('#') {
        Some(octave) => (1, octave),
        None => match rest.strip_prefix('b') {
            Some(octave) => (-1, octave),
            None => (0, rest),
        },
    };
    let octave: i32 = octave
        .parse()
        .ok()
        .filter(|octave| (0..=8).contains(octave))
        .ok_or("its octave is a number from 0 to 8")?;
    let from_a4 = (octave - 4) * 12 + semitone + shift - 9;
    Ok(440.0 * 2f32.powf(from_a4 as f32 / 12.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tune(notes: &str) -> Result<Tune, String> {
        Tune::from_ron(
            &format!(
                "(beats_per_minute: 60, voices: [(instrument: Pluck, volume: 0.5, notes: \"{notes}\")])"
            ),
            "test.tune.ron",
        )
    }

    #[test]
    fn notes_have_their_pitch_and_length() {
        let read = tune("A4:1 A5:0.5 C4:2 F#3:1 Bb2:1 -:3").unwrap();
        let notes = &read.voices[0].notes;
        let hertz: Vec<Option<f32>> = notes
            .iter()
            .map(|note| note.frequency.map(|f| (f * 10.0).round() / 10.0))
            .collect();
        assert_eq!(
            hertz,
            [
                Some(440.0),
                Some(880.0),
                Some(261.6),
                Some(185.0),
                Some(116.5),
                None
            ]
        );
        assert_eq!(read.beats, 8.5);
    }

    #[test]
    fn a_wrong_note_is_named_with_its_voice_and_place() {
        let said = tune("D4:1 H4:1").unwrap_err();
        assert_eq!(
            said,
            "test.tune.ron: voice 1: note 2 `H4:1`: a note is C, D, E, F, G, A or B"
        );
        assert!(tune("D4").unwrap_err().contains("NOTE:BEATS"));
        assert!(tune("D9:1").unwrap_err().contains("octave"));
        assert!(tune("D4:0").unwrap_err().contains("more than 0"));
        assert!(tune("-:4").unwrap_err().contains("no notes"));
        let loud = Tune::from_ron(
            "(beats_per_minute: 60, voices: [(instrument: Bell, volume: 3, notes: \"A4:1\")])",
            "x",
        );
        assert!(loud.unwrap_err().contains("volume 3 is outside 0 to 1"));
        assert!(
            Tune::from_ron("(beats_per_minute: 5, voices: [])", "x")
                .unwrap_err()
                .contains("outside 20 to 300")
        );
    }

    #[test]
    fn the_games_tunes_read() {
        let root = std::path::Path::new(env!("GAME_ASSETS")).join("music");
        for name in ["table.tune.ron", "theme.tune.ron"] {
            let text = std::fs::read_to_string(root.join(name)).unwrap();
            let read = Tune::from_ron(&text, name).unwrap();
            let seconds = read.beats * 60.0 / read.beats_per_minute;
            assert!(seconds > 5.0, "{name}: {seconds} s");
            // Heard, and never pushed against the limit (that would crackle).
            let loudest = Synth::new(&read).fold(0.0f32, |most, sample| most.max(sample.abs()));
            assert!((0.2..0.95).contains(&loudest), "{name}: {loudest}");
        }
    }
}
