//! The Settings panel, over the title or the paused game: each setting a button that moves it
//! to its next value (mouse, Enter or the gamepad's A), the player's statistics, and the way to
//! the controls.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::panel::{back_closes, next_of, on_off, panel_choices, panel_frame};
use crate::app::choices::{Choice, ChoiceMade, Choices, Focus, Go, Intent, OfferChoices, Setting};
use crate::app::language::{LanguageAtStart, LanguageFiles, Localized, Texts};
use crate::app::player::identity::PlayerIdentity;
use crate::app::settings::{
    AnimationSpeed, DisplaySettings, LevelRecord, ModFolderNames, ModSettings, PlaySettings,
    PreferredLevel, SoundSettings, Statistics, TABLE_SIZES, TEXT_SIZES, VOLUMES,
};
use crate::app::states::AppSystems;
use crate::app::states::{Overlay, TextEntry};
use crate::app::theme;
use crate::app::view::controls_hint;
use kingdomino_core::ai::Level;
use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Settings), (spawn_panel, offer_settings));
    app.add_systems(
        Update,
        // The readers run in every state, so a choice made on another panel is never read
        // late by this one once it opens.
        (
            change_settings,
            back_closes(Overlay::Settings),
            offer_settings.run_if(in_state(Overlay::Settings)),
        )
            .chain()
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        show_statistics
            .run_if(in_state(Overlay::Settings).and_then(resource_changed::<Statistics>))
            .in_set(AppSystems::View),
    );
}

/// The statistics' line on the panel.
#[derive(Component)]
struct StatisticsLine;

fn spawn_panel(
    mut commands: Commands,
    statistics: Res<Statistics>,
    mod_folders: Res<ModFolderNames>,
) {
    // A finger has no keys to type a name with.
    let mut hint = vec![
        Phrase::new("settings-hint"),
        Phrase::new("settings-name-hint"),
    ];
    let mut touch_hint = vec![Phrase::new("settings-touch-hint")];
    if !mod_folders.0.is_empty() {
        hint.push(Phrase::new("settings-mods-hint"));
        touch_hint.push(Phrase::new("settings-mods-hint"));
    }
    commands.spawn((
        panel_frame("Settings panel"),
        DespawnOnExit(Overlay::Settings),
        children![
            theme::label(Phrase::new("settings-heading"), 36.0),
            panel_choices("Settings choices"),
            (
                StatisticsLine,
                theme::coloured_label(summary(&statistics), 16.0, theme::INK),
                Node {
                    max_width: percent(80),
                    ..default()
                },
            ),
            controls_hint(Phrase::lines(hint), Phrase::lines(touch_hint)),
        ],
    ));
}

fn show_statistics(
    statistics: Res<Statistics>,
    mut lines: Query<&mut Localized, With<StatisticsLine>>,
) {
    for mut line in &mut lines {
        line.0 = summary(&statistics);
    }
}

/// The statistics in one paragraph.
fn summary(statistics: &Statistics) -> Phrase {
    let record = |level: Level, record: &LevelRecord| {
        Phrase::new("statistics-level")
            .with("level", names::level(level))
            .with("won", record.won)
            .with("played", record.played)
    };
    Phrase::new("statistics")
        .with(
            "levels",
            Phrase::list(vec![
                record(Level::Easy, &statistics.easy),
                record(Level::Normal, &statistics.normal),
                record(Level::Expert, &statistics.expert),
            ]),
        )
        .with("two-player", statistics.two_player_games)
        .with("best", statistics.best_score)
        .with("longest", statistics.longest_domain)
}

/// What the panel's buttons say: every setting as it is now.
#[derive(SystemParam)]
struct SettingsNow<'w> {
    sound: Res<'w, SoundSettings>,
    play: Res<'w, PlaySettings>,
    display: Res<'w, DisplaySettings>,
    mods: Res<'w, ModSettings>,
    mod_folders: Res<'w, ModFolderNames>,
    at_start: Res<'w, LanguageAtStart>,
    typing: Option<Res<'w, TextEntry>>,
    identity: Res<'w, PlayerIdentity>,
}

/// The panel's buttons, each saying its setting's value now. The focus stays on the setting
/// just changed.
fn offer_settings(mut choices: ResMut<Choices>, now: SettingsNow) {
    let mut list: Vec<Choice> = (settings_words(&now).into_iter())
        .map(|(setting, said)| Choice::button(Intent::ChangeSetting(setting), said))
        .collect();
    list.push(Choice::button(
        Intent::Go(Go::ShowControls),
        Phrase::new("settings-controls"),
    ));
    list.push(Choice::button(
        Intent::Go(Go::CloseOverlay),
        Phrase::new("menu-back"),
    ));
    let focus = choices.focus();
    if choices.list().is_empty() || !matches!(choices.list()[0].intent, Intent::ChangeSetting(_)) {
        choices.offer_focused(list, None, Focus::Choice(0));
    } else {
        choices.offer_focused(list, None, focus);
    }
}

/// Each setting the panel changes, with its value in words.
fn settings_words(now: &SettingsNow) -> Vec<(Setting, Phrase)> {
    let (sound, play, display) = (&now.sound, &now.play, &now.display);
    let speed = match play.animation_speed {
        AnimationSpeed::Relaxed => "speed-relaxed",
        AnimationSpeed::Normal => "speed-normal",
        AnimationSpeed::Fast => "speed-fast",
        AnimationSpeed::Instant => "speed-instant",
    };
    let language = if display.language.is_empty() && now.at_start.0.is_none() {
        Phrase::new("setting-language-system").with("language", Phrase::new("language-name"))
    } else {
        Phrase::new("language-name")
    };
    let level = names::level(play.computer_level.level());
    let mut words = vec![
        (
            Setting::Language,
            Phrase::new("setting-language").with("language", language),
        ),
        (
            Setting::EffectsVolume,
            Phrase::new("setting-effects-volume").with("percent", sound.effects_volume),
        ),
        (
            Setting::MusicVolume,
            Phrase::new("setting-music-volume").with("percent", sound.music_volume),
        ),
        (
            Setting::ComputerLevel,
            Phrase::new("setting-computer-level").with("level", level),
        ),
        (
            Setting::OnlineName,
            online_name(play, now.typing.as_deref(), &now.identity),
        ),
        (
            Setting::AnimationSpeed,
            Phrase::new("setting-animation-speed").with("speed", Phrase::new(speed)),
        ),
        (
            Setting::ReducedMotion,
            Phrase::new("setting-reduced-motion").with("value", on_off(play.reduced_motion)),
        ),
        (
            Setting::Hints,
            Phrase::new("setting-hints").with("value", on_off(play.hints)),
        ),
        (
            Setting::TableSize,
            Phrase::new("setting-table-size").with("percent", display.table_size),
        ),
        (
            Setting::TextSize,
            Phrase::new("setting-text-size").with("percent", display.text_size),
        ),
    ];
    if cfg!(not(target_arch = "wasm32")) {
        let fullscreen = on_off(display.fullscreen);
        words.push((
            Setting::Fullscreen,
            Phrase::new("setting-fullscreen").with("value", fullscreen),
        ));
    }
    let mods = (now.mod_folders.0.iter().enumerate()).take(usize::from(u8::MAX));
    words.extend(mods.map(|(index, folder)| {
        let on = !now.mods.off.contains(folder);
        let said = Phrase::new("setting-mod")
            .with("folder", folder.as_str())
            .with("value", on_off(on));
        (Setting::Mod(index as u8), said)
    }));
    words
}

/// The online name's button: the name (with its tag once the player has an identity), or the
/// name being typed with its cursor.
fn online_name(
    play: &PlaySettings,
    typing: Option<&TextEntry>,
    identity: &PlayerIdentity,
) -> Phrase {
    match typing {
        Some(entry) => Phrase::new("setting-online-name").with("name", format!("{}_", entry.0)),
        None if play.online_name.is_empty() => Phrase::new("setting-online-name")
            .with("name", Phrase::new("setting-online-name-unset")),
        None => {
            let shown =
                (identity.0.as_ref()).map_or_else(|| play.online_name.clone(), |held| held.shown());
            Phrase::new("setting-online-name").with("name", shown)
        }
    }
}

/// The next step after `now`, which may lie between the steps (a hand-edited file).
fn next_step(steps: &[u8], now: u8) -> u8 {
    steps
        .iter()
        .copied()
        .find(|step| *step > now)
        .unwrap_or(steps[0])
}

fn change_settings(
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    mut sound: ResMut<SoundSettings>,
    mut play: ResMut<PlaySettings>,
    mut display: ResMut<DisplaySettings>,
    mut mods: ResMut<ModSettings>,
    mod_folders: Res<ModFolderNames>,
    files: Res<LanguageFiles>,
    texts: Res<Texts>,
    mut at_start: ResMut<LanguageAtStart>,
) {
    for ChoiceMade(intent) in made.read() {
        let Intent::ChangeSetting(setting) = intent else {
            continue;
        };
        if *overlay.get() != Overlay::Settings {
            continue;
        }
        match *setting {
            Setting::Language => {
                // The system's language first, then each the files bring.
                let mut codes = vec![String::new()];
                codes.extend(files.languages().iter().map(ToString::to_string));
                let now = if display.language.is_empty() && at_start.0.is_none() {
                    String::new()
                } else {
                    texts.language().to_string()
                };
                display.language = next_of(&codes, &now);
                at_start.0 = None;
            }
            Setting::EffectsVolume => {
                sound.effects_volume = next_step(&VOLUMES, sound.effects_volume);
            }
            Setting::MusicVolume => {
                sound.music_volume = next_step(&VOLUMES, sound.music_volume);
            }
            Setting::ComputerLevel => {
                play.computer_level = next_of(&PreferredLevel::ALL, &play.computer_level);
            }
            Setting::AnimationSpeed => {
                play.animation_speed = next_of(&AnimationSpeed::ALL, &play.animation_speed);
            }
            Setting::ReducedMotion => play.reduced_motion = !play.reduced_motion,
            Setting::Hints => play.hints = !play.hints,
            Setting::TableSize => display.table_size = next_step(&TABLE_SIZES, display.table_size),
            Setting::TextSize => display.text_size = next_step(&TEXT_SIZES, display.text_size),
            Setting::Fullscreen => display.fullscreen = !display.fullscreen,
            // Typed: see `name_entry`; the hints, watchers, clock and game are switched on the
            // online panel.
            Setting::OnlineName
            | Setting::OnlineHints
            | Setting::OnlineWatchers
            | Setting::OnlineClock
            | Setting::OnlineGame => {}
            Setting::Mod(index) => {
                if let Some(folder) = mod_folders.0.get(usize::from(index)) {
                    match mods.off.iter().position(|off| off == folder) {
                        Some(position) => {
                            mods.off.remove(position);
                        }
                        None => mods.off.push(folder.clone()),
                    }
                }
            }
        }
    }
}
