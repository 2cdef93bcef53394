//! The game's own groups of the settings file: the sound, how the game plays (its computer
//! level, its motion, its tips, the online name and choices), the display, the mods turned
//! off; and the steps a setting moves through.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use serde::{Deserialize, Serialize};

use kingdomino_core::ai::Level;

/// The sound effects' and the music's loudness, in percent (whole numbers read best in the
/// file).
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "sound")]
#[serde(default)]
pub struct SoundSettings {
    pub effects_volume: u8,
    pub music_volume: u8,
}

impl Default for SoundSettings {
    fn default() -> SoundSettings {
        SoundSettings {
            effects_volume: 80,
            music_volume: 50,
        }
    }
}

/// How the game plays: the computer the title offers first, how fast things move, the tips.
#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "play")]
#[serde(default)]
pub struct PlaySettings {
    /// The level the title's focus starts on; the last level played.
    pub computer_level: PreferredLevel,
    pub animation_speed: AnimationSpeed,
    /// No tumbling dice, pops or flights: things appear where they land.
    pub reduced_motion: bool,
    /// Tips at the moments they matter, in the player's first games.
    pub hints: bool,
    /// The name the other player sees in an online game; empty for the server's "Player".
    pub online_name: String,
    /// This player lets the computer's hints be asked in online games (both players must).
    pub online_hints: bool,
    /// This player lets strangers watch their online games (a room is open to watchers when
    /// every player in it does).
    pub online_watchers: bool,
    /// The time each move may take in the rooms this player makes, in seconds (0: no clock).
    pub online_move_seconds: u32,
    /// The game of the rooms this player makes and joins on the online panel.
    pub online_game: RoomGame,
}

/// The game of the rooms a player makes, by the name the file keeps its choice under
/// (`online::room_games` lists them); an unknown one is the first.
#[derive(Reflect, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomGame(pub String);

impl Default for PlaySettings {
    fn default() -> PlaySettings {
        PlaySettings {
            computer_level: PreferredLevel::default(),
            animation_speed: AnimationSpeed::default(),
            reduced_motion: false,
            hints: true,
            online_name: String::new(),
            online_hints: false,
            online_watchers: true,
            online_move_seconds: 0,
            online_game: RoomGame::default(),
        }
    }
}

#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PreferredLevel {
    Easy,
    #[default]
    Normal,
    Expert,
}

impl PreferredLevel {
    pub const ALL: [PreferredLevel; 3] = [
        PreferredLevel::Easy,
        PreferredLevel::Normal,
        PreferredLevel::Expert,
    ];

    pub fn level(self) -> Level {
        match self {
            PreferredLevel::Easy => Level::Easy,
            PreferredLevel::Normal => Level::Normal,
            PreferredLevel::Expert => Level::Expert,
        }
    }

    pub fn of(level: Level) -> Option<PreferredLevel> {
        PreferredLevel::ALL
            .into_iter()
            .find(|preferred| preferred.level() == level)
    }
}

/// How fast the dice, the computer and the count move.
#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnimationSpeed {
    Relaxed,
    #[default]
    Normal,
    Fast,
    /// Everything that waits or moves is over in a frame.
    Instant,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Relaxed,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Instant,
    ];

    /// How many seconds of the game's clock pass in a second.
    pub fn clock_speed(self) -> f32 {
        match self {
            AnimationSpeed::Relaxed => 0.6,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 2.0,
            // A frame's longest step (a quarter second) covers every wait in the game.
            AnimationSpeed::Instant => 100.0,
        }
    }
}

#[derive(Resource, SettingsGroup, Reflect, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "display")]
#[serde(default)]
pub struct DisplaySettings {
    /// The share of the window the game fills, in percent (the table is laid out to fill it
    /// at 100).
    pub table_size: u8,
    /// Small text shown larger, in percent of its designed size (`theme::readable_text`).
    pub text_size: u8,
    /// Borderless full screen on the desktop.
    pub fullscreen: bool,
    /// The language's code (`fr`); empty for the system's language.
    pub language: String,
}

impl Default for DisplaySettings {
    fn default() -> DisplaySettings {
        DisplaySettings {
            table_size: 100,
            text_size: 100,
            fullscreen: false,
            language: String::new(),
        }
    }
}

/// The mods found but turned off, by their folder's name: read before the game opens.
#[derive(
    Resource, SettingsGroup, Reflect, Clone, Debug, Default, PartialEq, Serialize, Deserialize,
)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "mods")]
#[serde(default)]
pub struct ModSettings {
    pub off: Vec<String>,
}

/// The folder names of every mod found, on or off (the desktop fills it at start).
#[derive(Resource, Clone, Debug, Default)]
pub struct ModFolderNames(pub Vec<String>);

/// The choices a setting steps through, in percent.
pub const VOLUMES: [u8; 11] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
/// The table is designed to fill the window, so its size can only leave room around it.
pub const TABLE_SIZES: [u8; 4] = [70, 80, 90, 100];
/// Every screen is laid out to hold its text at the largest.
pub const TEXT_SIZES: [u8; 3] = [100, 125, 150];
