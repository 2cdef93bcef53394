//! What the player sees: views that mirror the engine's state and the choices on offer, and
//! turn clicks and hovers into the same choices as the keyboard and gamepad.

pub(crate) mod assets;
mod controls_hint;
mod curtain;
pub mod motion;
mod pause_menu;
pub mod reader;
pub mod replay_slider;

use bevy::prelude::*;

use crate::app::table::TableApp;
use kingdomino_core::table::Place;

use super::choices::pointer::{ChoiceButton, Hovered, Pressed};
use super::choices::{Choice, Choices, Look};
use super::runtime::console;
use super::states::{AppSystems, Overlay, Pause};
use super::theme;

pub use controls_hint::controls_hint;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScoreHighlight>();
    app.add_systems(
        Update,
        (rebuild_choice_bars, light_focused_choices, press_buttons_in)
            .chain()
            .in_set(ChoiceBars)
            .in_set(AppSystems::View),
    );
    app.add_plugins((
        controls_hint::plugin,
        curtain::plugin,
        motion::plugin,
        pause_menu::plugin,
        reader::plugin,
    ));
}

/// What every table shows alike of game `G`: its replay's slider.
pub(super) fn game_plugin<G: TableApp>(app: &mut App) {
    replay_slider::game_plugin::<G>(app);
}

/// Where the choice bars get their buttons: a table that lays out a new bar does it before, so
/// the buttons go into it in the same frame; a game pictures its buttons after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ChoiceBars;

/// The squares lit while the game over's count goes over a domain: a place's kingdom and the
/// domain's cells (`Domain::cells`), read by either game's kingdoms there.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreHighlight {
    pub place: Place,
    pub cells: u64,
}

/// Where a choice's button shows its picture (a coat, a die face): the game being played draws
/// it there, before the label.
#[derive(Component)]
pub struct ChoicePicture(pub Look);

/// A container that shows the choices on offer as buttons.
#[derive(Component)]
pub struct ChoiceBar;

/// A choice shown but not available now (greyed, deaf to clicks).
#[derive(Component)]
pub struct Unavailable;

/// The table's own choice bar: empty while the pause menu offers its choices over it.
#[derive(Component)]
pub struct TableChoices;

/// The choice bar of the settings or controls panel: while a panel is open, only it shows the
/// choices (the screen under the panel keeps its bar empty).
#[derive(Component)]
pub struct OverlayChoices;

fn rebuild_choice_bars(
    mut commands: Commands,
    choices: Res<Choices>,
    bars: Query<(Entity, Has<TableChoices>, Has<OverlayChoices>), With<ChoiceBar>>,
    new_bars: Query<(), Added<ChoiceBar>>,
    pause: Option<Res<State<Pause>>>,
    overlay: Option<Res<State<Overlay>>>,
) {
    if !choices.is_changed() && new_bars.is_empty() {
        return;
    }
    let paused = pause.is_some_and(|pause| *pause.get() == Pause::Paused);
    let overlay_open = overlay.is_some_and(|overlay| *overlay.get() != Overlay::Closed);
    for (bar, on_table, on_overlay) in &bars {
        commands.entity(bar).despawn_related::<Children>();
        if (on_table && paused) || on_overlay != overlay_open {
            continue;
        }
        for choice in choices.list() {
            // Dice and a line's dominoes are chosen where they lie.
            if !matches!(choice.look, Look::Die(_) | Look::LineDomino) {
                spawn_choice_button(&mut commands, bar, choice);
            }
        }
    }
}

/// The side of a coat's picture on a button: no taller than the label's line.
pub const PICTURE: f32 = 24.0;
/// A choice button's label, as designed.
pub const CHOICE_LABEL: f32 = 16.0;

/// A choice's button: its label, the place of its picture, greyed when unavailable.
fn spawn_choice_button(commands: &mut Commands, bar: Entity, choice: &Choice) {
    let on = matches!(choice.look, Look::Switch { on: true, .. });
    let enabled = choice.look != Look::Disabled;
    let button = commands
        .spawn((
            Name::new(format!("Choice: {}", console::in_english(&choice.label))),
            ChildOf(bar),
            ChoiceButton(enabled.then(|| choice.intent.clone())),
            theme::button_frame(on),
        ))
        .id();
    if !enabled {
        commands.entity(button).insert((
            Unavailable,
            BackgroundColor(theme::BUTTON.with_alpha(0.45)),
            BorderColor::all(theme::GRID_LINE),
        ));
    }
    let picture = || {
        (
            Name::new("Choice picture"),
            ChildOf(button),
            ChoicePicture(choice.look),
        )
    };
    match choice.look {
        Look::Face(_) => {
            // A face is its picture: the die it turns is named by the switch before it.
            commands
                .entity(button)
                .entry::<Node>()
                .and_modify(|mut node| node.padding = UiRect::all(px(3)));
            commands.spawn(picture());
            return;
        }
        Look::Coat(_) | Look::Switch { coat: Some(_), .. } => {
            commands.spawn(picture());
        }
        _ => {}
    }
    let colour = if enabled {
        theme::button_text(on)
    } else {
        theme::MUTED
    };
    commands.spawn((
        ChildOf(button),
        theme::coloured_label(choice.label.clone(), CHOICE_LABEL, colour),
    ));
}

/// The focused choice's frame turns amber and an ink ring goes round it: the ring tells it
/// from the others to an eye that cannot tell amber from ink.
fn light_focused_choices(
    mut commands: Commands,
    choices: Res<Choices>,
    mut buttons: Query<
        (
            Entity,
            &ChoiceButton,
            Has<Hovered>,
            &mut BorderColor,
            Has<Outline>,
        ),
        Without<Unavailable>,
    >,
) {
    for (button, ChoiceButton(intent), hovered, mut border, ringed) in &mut buttons {
        let focused = intent
            .clone()
            .and_then(|intent| choices.index_of(intent))
            .is_some_and(|index| choices.is_focused(index));
        let color = match (focused, hovered) {
            (true, _) => theme::FOCUS,
            (false, true) => theme::MUTED,
            (false, false) => theme::INK,
        };
        border.set_if_neq(BorderColor::all(color));
        match (focused, ringed) {
            (true, false) => {
                commands
                    .entity(button)
                    .insert(Outline::new(px(2), px(2), theme::INK));
            }
            (false, true) => {
                commands.entity(button).remove::<Outline>();
            }
            _ => {}
        }
    }
}

/// How far a button sinks while it is pressed: the finger or the mouse sees it give.
const PRESSED_SCALE: f32 = 0.94;

/// A pressed button sinks a little, and comes back up when let go (only then: a die's own
/// animations scale it too).
fn press_buttons_in(
    mut pressed: Query<&mut UiTransform, Added<Pressed>>,
    mut let_go: RemovedComponents<Pressed>,
    mut transforms: Query<&mut UiTransform, Without<Pressed>>,
) {
    for mut transform in &mut pressed {
        transform.scale = Vec2::splat(PRESSED_SCALE);
    }
    for button in let_go.read() {
        if let Ok(mut transform) = transforms.get_mut(button) {
            transform.scale = Vec2::ONE;
        }
    }
}

/// The files loaded behind the loading screen: the game's window only (the tests load none).
pub(super) fn loading_plugin(app: &mut App) {
    app.add_plugins(assets::plugin);
}
