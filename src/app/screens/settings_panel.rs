//! The Settings panel, over the title or the paused game: each setting a button that moves it
//! to its next value (mouse, Enter or the gamepad's A), the player's statistics, and the way to
//! the controls.

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Intent, OfferChoices, Setting,
};
use crate::app::settings::{
    AnimationSpeed, DisplaySettings, ModFolderNames, ModSettings, PlaySettings, PreferredLevel,
    SoundSettings, Statistics, TABLE_SIZES, VOLUMES,
};
use crate::app::states::Overlay;
use crate::app::theme;
use crate::app::view::{ChoiceBar, OverlayChoices};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Settings), (spawn_panel, offer_settings));
    app.add_systems(
        Update,
        // The readers run in every state, so a choice made on another panel is never read
        // late by this one once it opens.
        (
            open_on_request,
            change_settings,
            leave_settings,
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

/// An overlay panel's frame: over everything, on the table's paper.
pub(super) fn panel_frame(name: &'static str) -> impl Bundle {
    (
        Name::new(name),
        GlobalZIndex(20),
        Node {
            position_type: PositionType::Absolute,
            ..theme::full_screen_column(16.0)
        },
        BackgroundColor(theme::PAPER),
    )
}

fn spawn_panel(
    mut commands: Commands,
    statistics: Res<Statistics>,
    mod_folders: Res<ModFolderNames>,
) {
    let mut hint =
        "Enter, a click or the gamepad's A changes the setting; Esc or B goes back.".to_string();
    if !mod_folders.0.is_empty() {
        hint += "\nMods turned on or off are read when the game starts again.";
    }
    commands.spawn((
        panel_frame("Settings panel"),
        DespawnOnExit(Overlay::Settings),
        children![
            theme::label("Settings", 44.0),
            (
                Name::new("Settings choices"),
                ChoiceBar,
                OverlayChoices,
                theme::menu_column()
            ),
            (
                StatisticsLine,
                theme::coloured_label(statistics.summary(), 16.0, theme::INK),
                Node {
                    max_width: percent(80),
                    ..default()
                },
            ),
            theme::hint(&hint),
        ],
    ));
}

fn show_statistics(statistics: Res<Statistics>, mut lines: Query<&mut Text, With<StatisticsLine>>) {
    for mut line in &mut lines {
        line.0 = statistics.summary();
    }
}

fn open_on_request(
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let asked = made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::ShowSettings);
    if asked && *overlay.get() != Overlay::Settings {
        next.set(Overlay::Settings);
    }
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// The panel's buttons, each saying its setting's value now. The focus stays on the setting
/// just changed.
fn offer_settings(
    mut choices: ResMut<Choices>,
    sound: Res<SoundSettings>,
    play: Res<PlaySettings>,
    display: Res<DisplaySettings>,
    mods: Res<ModSettings>,
    mod_folders: Res<ModFolderNames>,
) {
    let speed = match play.animation_speed {
        AnimationSpeed::Relaxed => "relaxed",
        AnimationSpeed::Normal => "normal",
        AnimationSpeed::Fast => "fast",
        AnimationSpeed::Instant => "instant",
    };
    let mut list = vec![
        Choice::button(
            Intent::ChangeSetting(Setting::EffectsVolume),
            format!("Sound effects: {}%", sound.effects_volume),
        ),
        Choice::button(
            Intent::ChangeSetting(Setting::ComputerLevel),
            format!(
                "Computer level first offered: {}",
                play.computer_level.level().title()
            ),
        ),
        Choice::button(
            Intent::ChangeSetting(Setting::AnimationSpeed),
            format!("Animation speed: {speed}"),
        ),
        Choice::button(
            Intent::ChangeSetting(Setting::ReducedMotion),
            format!("Reduced motion: {}", on_off(play.reduced_motion)),
        ),
        Choice::button(
            Intent::ChangeSetting(Setting::TableSize),
            format!("Table size: {}% of the window", display.table_size),
        ),
    ];
    if cfg!(not(target_arch = "wasm32")) {
        list.push(Choice::button(
            Intent::ChangeSetting(Setting::Fullscreen),
            format!("Full screen: {}", on_off(display.fullscreen)),
        ));
    }
    for (index, folder) in mod_folders.0.iter().enumerate().take(usize::from(u8::MAX)) {
        let on = !mods.off.contains(folder);
        list.push(Choice::button(
            Intent::ChangeSetting(Setting::Mod(index as u8)),
            format!("Mod {folder}: {}", on_off(on)),
        ));
    }
    list.push(Choice::button(Intent::ShowControls, "Controls…"));
    list.push(Choice::button(Intent::CloseOverlay, "Back"));
    let focus = choices.focus();
    if choices.list().is_empty() || !matches!(choices.list()[0].intent, Intent::ChangeSetting(_)) {
        choices.offer_focused(list, None, Focus::Choice(0));
    } else {
        choices.offer_focused(list, None, focus);
    }
}

/// The next value after `now` in `values`, back to the first after the last.
fn next_of<T: Copy + PartialEq>(values: &[T], now: T) -> T {
    let index = values.iter().position(|value| *value == now);
    values[index.map_or(0, |index| (index + 1) % values.len())]
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
) {
    for ChoiceMade(intent) in made.read() {
        let Intent::ChangeSetting(setting) = intent else {
            continue;
        };
        if *overlay.get() != Overlay::Settings {
            continue;
        }
        match *setting {
            Setting::EffectsVolume => {
                sound.effects_volume = next_step(&VOLUMES, sound.effects_volume);
            }
            Setting::ComputerLevel => {
                play.computer_level = next_of(&PreferredLevel::ALL, play.computer_level);
            }
            Setting::AnimationSpeed => {
                play.animation_speed = next_of(&AnimationSpeed::ALL, play.animation_speed);
            }
            Setting::ReducedMotion => play.reduced_motion = !play.reduced_motion,
            Setting::TableSize => display.table_size = next_step(&TABLE_SIZES, display.table_size),
            Setting::Fullscreen => display.fullscreen = !display.fullscreen,
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

fn leave_settings(
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let open = *overlay.get() == Overlay::Settings;
    let backing_out = pressed
        .read()
        .any(|control| matches!(control, ControlPressed::Cancel | ControlPressed::Pause));
    if !open {
        made.clear();
        return;
    }
    for ChoiceMade(intent) in made.read() {
        match intent {
            Intent::CloseOverlay => next.set(Overlay::Closed),
            Intent::ShowControls => next.set(Overlay::Controls),
            _ => {}
        }
    }
    if backing_out {
        next.set(Overlay::Closed);
    }
}
