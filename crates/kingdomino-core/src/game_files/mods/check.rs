//! Whether a mod's file is what its name says: an image that decodes and is not too big, a sound,
//! a font, a valid rule set or tune. A file that fails is never handed to the game.

use std::io::Cursor;

use image::{ImageFormat, ImageReader};

use super::{Mod, ModInfo, Problem};
use crate::duel::RuleSet;
use crate::game_files::asset_paths;
use crate::game_files::tune::Tune;
use crate::localization;
use crate::original::OriginalRules;
use crate::rule_file::RuleSetError;

/// The largest picture a mod may bring, in pixels on each side.
pub const MAX_IMAGE_SIDE: u32 = 4096;

/// Every problem with the file at `path` (inside a mod) whose content is `bytes`.
pub fn check_file(path: &str, bytes: &[u8]) -> Vec<Problem> {
    let extension = path.rsplit_once('.').map_or("", |(_, extension)| extension);
    let problem = match extension {
        "png" => check_image(bytes),
        "wav" => check_sound(bytes),
        "ttf" | "otf" => check_font(bytes),
        "ron" if path == asset_paths::RULES => return check_rules(path, bytes),
        "ron" if path == asset_paths::ORIGINAL_RULES => return check_original_rules(path, bytes),
        "ron" if path == Mod::MANIFEST => return read_manifest(bytes).err().into_iter().collect(),
        "ftl" => return check_language_file(path, bytes),
        "ron" if path.ends_with(".tune.ron") => check_tune(path, bytes),
        "ron" => std::str::from_utf8(bytes)
            .err()
            .map(|error| format!("is not UTF-8 text: {error}")),
        _ => None,
    };
    problem
        .map(|message| Problem::error(path, message))
        .into_iter()
        .collect()
}

/// A tune must read as one: its notes, instruments, tempo and volumes.
fn check_tune(path: &str, bytes: &[u8]) -> Option<String> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => return Some(format!("is not UTF-8 text: {error}")),
    };
    let prefix = format!("{path}: ");
    Tune::from_ron(text, path).err().map(|problem| {
        problem
            .strip_prefix(&prefix)
            .unwrap_or(&problem)
            .to_string()
    })
}

/// A Fluent file must be text; each line the game cannot read is named, and the file's other
/// messages are still used, so these are warnings.
fn check_language_file(path: &str, bytes: &[u8]) -> Vec<Problem> {
    match std::str::from_utf8(bytes) {
        Err(error) => vec![Problem::error(path, format!("is not UTF-8 text: {error}"))],
        Ok(text) => localization::catalog::check(text)
            .into_iter()
            .map(|problem| Problem::warning(path, format!("{problem}: that message is left out")))
            .collect(),
    }
}

fn check_image(bytes: &[u8]) -> Option<String> {
    let reader = ImageReader::with_format(Cursor::new(bytes), ImageFormat::Png);
    let (width, height) = match reader.into_dimensions() {
        Ok(size) => size,
        Err(error) => return Some(format!("is not a PNG image: {error}")),
    };
    if width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE {
        return Some(format!(
            "is {width}x{height} pixels, larger than the {MAX_IMAGE_SIDE}x{MAX_IMAGE_SIDE} a mod's image may be"
        ));
    }
    image::load_from_memory_with_format(bytes, ImageFormat::Png)
        .err()
        .map(|error| format!("is a damaged PNG image: {error}"))
}

fn check_sound(bytes: &[u8]) -> Option<String> {
    let reader = match hound::WavReader::new(Cursor::new(bytes)) {
        Ok(reader) => reader,
        Err(error) => return Some(format!("is not a WAV sound: {error}")),
    };
    let damage = match reader.spec().sample_format {
        hound::SampleFormat::Float => reader.into_samples::<f32>().find_map(Result::err),
        hound::SampleFormat::Int => reader.into_samples::<i32>().find_map(Result::err),
    };
    damage.map(|error| format!("is a damaged WAV sound: {error}"))
}

fn check_font(bytes: &[u8]) -> Option<String> {
    ttf_parser::Face::parse(bytes, 0)
        .err()
        .map(|error| format!("is not a TrueType or OpenType font: {error}"))
}

fn check_rules(path: &str, bytes: &[u8]) -> Vec<Problem> {
    match read_rules(path, bytes) {
        Ok(_) => Vec::new(),
        Err(problems) => problems,
    }
}

/// A mod's rule set, validated by the engine; each problem names its entry or its line.
pub fn read_rules(path: &str, bytes: &[u8]) -> Result<RuleSet, Vec<Problem>> {
    read_rule_set(path, bytes, RuleSet::from_ron)
}

/// A mod's rule set of the original game (its dominoes, terrains, set-ups), read the same way.
pub fn read_original_rules(path: &str, bytes: &[u8]) -> Result<OriginalRules, Vec<Problem>> {
    read_rule_set(path, bytes, OriginalRules::from_ron)
}

fn check_original_rules(path: &str, bytes: &[u8]) -> Vec<Problem> {
    read_original_rules(path, bytes).err().unwrap_or_default()
}

fn read_rule_set<Rules>(
    path: &str,
    bytes: &[u8],
    engine_read: fn(&str, &str) -> Result<Rules, RuleSetError>,
) -> Result<Rules, Vec<Problem>> {
    let text = std::str::from_utf8(bytes)
        .map_err(|error| vec![Problem::error(path, format!("is not UTF-8 text: {error}"))])?;
    engine_read(text, path).map_err(|error| {
        error
            .problems
            .iter()
            .map(|problem| Problem::error(path, problem.clone()).at(error.position))
            .collect()
    })
}

/// A mod's `mod.ron`: its name, author, version and description, all optional.
pub fn read_manifest(bytes: &[u8]) -> Result<ModInfo, Problem> {
    let text = std::str::from_utf8(bytes)
        .map_err(|error| Problem::error(Mod::MANIFEST, format!("is not UTF-8 text: {error}")))?;
    ron::from_str(text).map_err(|error| {
        Problem::error(Mod::MANIFEST, error.code.to_string())
            .at(Some((error.span.start.line, error.span.start.col)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broken_tune_is_an_error_named_once_and_a_good_one_passes() {
        let problems = check_file(
            "music/table.tune.ron",
            b"(beats_per_minute: 60, voices: [(instrument: Pluck, volume: 0.5, notes: \"Q4:1\")])",
        );
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].file, "music/table.tune.ron");
        assert_eq!(
            problems[0].message,
            "voice 1: note 1 `Q4:1`: a note is C, D, E, F, G, A or B"
        );
        let theme = "music/theme.tune.ron";
        let good = crate::game_files::base_assets::file(theme).unwrap();
        assert!(check_file(theme, good).is_empty());
    }
}
