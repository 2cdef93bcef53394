//! Whether a settings or statistics file can be read as a whole: valid TOML whose every known
//! group has the right shape. Groups and fields the game does not know are left alone (a later
//! version's file still opens); a value of the wrong kind is damage.

use serde::de::DeserializeOwned;

use super::{DisplaySettings, GameGroup, ModSettings, PlaySettings, SoundSettings, Statistics};

/// `Err` says what is wrong and where, in a player's words; the games' groups (`games`) are
/// checked beside the game's own.
pub fn check_settings_file(bytes: &[u8], games: &[GameGroup]) -> Result<(), String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "it is not text".to_string())?;
    let table: toml::Table = text.parse().map_err(|error: toml::de::Error| {
        let place = error
            .span()
            .map(|span| {
                let line = text[..span.start].matches('\n').count() + 1;
                format!("line {line}: ")
            })
            .unwrap_or_default();
        format!("{place}{}", error.message())
    })?;
    check_group::<SoundSettings>(&table, "sound")?;
    check_group::<PlaySettings>(&table, "play")?;
    check_group::<DisplaySettings>(&table, "display")?;
    check_group::<ModSettings>(&table, "mods")?;
    for game in games {
        game.check(&table)?;
    }
    check_group::<Statistics>(&table, "statistics")
}

pub(super) fn check_group<T: DeserializeOwned>(
    table: &toml::Table,
    group: &str,
) -> Result<(), String> {
    match table.get(group) {
        None => Ok(()),
        Some(value) => value
            .clone()
            .try_into::<T>()
            .map(|_| ())
            .map_err(|error| format!("[{group}]: {}", error.message())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_as_written_pass() {
        let text = "[sound]\neffects_volume = 50\n[play]\nanimation_speed = \"Fast\"\n\
                    computer_level = \"Expert\"\nreduced_motion = true\n[later]\nx = 1\n";
        assert_eq!(check_settings_file(text.as_bytes(), &[]), Ok(()));
    }

    #[test]
    fn wrong_kinds_and_broken_syntax_are_named() {
        let wrong = check_settings_file(b"[sound]\neffects_volume = \"loud\"\n", &[]).unwrap_err();
        assert!(wrong.starts_with("[sound]"), "{wrong}");
        let speed = check_settings_file(b"[play]\nanimation_speed = \"Warp\"\n", &[]).unwrap_err();
        assert!(speed.contains("Warp"), "{speed}");
        let syntax = check_settings_file(b"[sound]\n\neffects_volume = = 1\n", &[]).unwrap_err();
        assert!(syntax.starts_with("line 3: "), "{syntax}");
        assert!(check_settings_file(&[0xff, 0xfe], &[]).is_err());
    }
}
