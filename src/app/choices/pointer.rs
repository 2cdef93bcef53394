//! The mouse and touch: hovering and clicking a button or a map square read as choices and
//! grid input in the same step of the frame as the keyboard and gamepad.

use bevy::prelude::*;
use bevy::ui::RelativeCursorPosition;
use kingdomino_core::table::Place;

use crate::app::choices::{
    ChoiceMade, Choices, ControlPressed, Focus, GridInput, Intent, OfferChoices, TouchPlay,
};
use crate::app::states::AppSystems;
use kingdomino_core::kingdom::Cell;

pub(super) fn plugin(app: &mut App) {
    // Registered by the window; the headless tests have none.
    app.add_message::<CursorMoved>();
    app.add_message::<TrackPressed>();
    app.add_systems(
        Update,
        (
            press_choices,
            point_at_cells,
            press_tracks,
            press_hint_button,
            mark_hovered,
            note_touch_play,
        )
            .in_set(AppSystems::ReadInput),
    );
}

/// A bar that answers a press with where along it the press landed (the replay's turn slider).
#[derive(Component, Clone, Copy, Debug, Default)]
#[require(Interaction, RelativeCursorPosition)]
pub struct PressableTrack;

/// A press on a [`PressableTrack`], `along` it from 0 (the left end) to 1 (the right end).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct TrackPressed {
    pub along: f32,
}

/// On a button under the pointer (or pressed by it), so the view can light it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hovered;

/// On a button held down by the pointer, so the view can show it give.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pressed;

/// Something on screen that makes a choice when clicked: the choice's intent while it is on
/// offer, so a click never lands on a list that changed since it was drawn.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq)]
#[require(Interaction)]
pub struct ChoiceButton(pub Option<Intent>);

/// The table's Hint button: a press is the Hint control's, as H or the gamepad's west button.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[require(Interaction)]
pub struct HintButton;

/// A square of a player's map that the pointer can aim the domino at.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(Interaction)]
pub struct GridTarget {
    pub owner: Place,
    pub cell: Cell,
}

impl GridTarget {
    pub fn new(owner: impl Into<Place>, cell: Cell) -> GridTarget {
        GridTarget {
            owner: owner.into(),
            cell,
        }
    }
}

/// The focus follows the pointer onto a button only when the pointer moved: a list scrolled or
/// rebuilt under a resting pointer leaves the keyboard's focus where it was.
fn press_choices(
    mut choices: ResMut<Choices>,
    buttons: Query<(&Interaction, &ChoiceButton), Changed<Interaction>>,
    mut moved: MessageReader<CursorMoved>,
    mut made: MessageWriter<ChoiceMade>,
) {
    let pointer_moved = moved.read().count() > 0;
    for (interaction, ChoiceButton(intent)) in &buttons {
        let Some(index) = intent.clone().and_then(|intent| choices.index_of(intent)) else {
            continue;
        };
        match interaction {
            Interaction::Hovered if pointer_moved => choices.focus_on(Focus::Choice(index)),
            Interaction::Hovered => {}
            Interaction::Pressed => {
                made.write(ChoiceMade(choices.list()[index].intent.clone()));
            }
            Interaction::None => {}
        }
    }
}

/// A finger is on the screen: the press under way is a tap, not a click.
fn finger_down(touches: &Touches) -> bool {
    touches.iter().next().is_some()
}

/// A press by a finger makes the table's help speak of taps; one by the mouse, of clicks.
fn note_touch_play(
    pressed: Query<&Interaction, Changed<Interaction>>,
    touches: Res<Touches>,
    mut touch: ResMut<TouchPlay>,
) {
    if pressed
        .iter()
        .any(|interaction| *interaction == Interaction::Pressed)
    {
        touch.set_if_neq(TouchPlay(finger_down(&touches)));
    }
}

fn press_hint_button(
    buttons: Query<&Interaction, (Changed<Interaction>, With<HintButton>)>,
    mut pressed: MessageWriter<ControlPressed>,
) {
    if buttons
        .iter()
        .any(|interaction| *interaction == Interaction::Pressed)
    {
        pressed.write(ControlPressed::Hint);
    }
}

fn press_tracks(
    tracks: Query<
        (&Interaction, &RelativeCursorPosition),
        (Changed<Interaction>, With<PressableTrack>),
    >,
    mut pressed: MessageWriter<TrackPressed>,
) {
    for (interaction, cursor) in &tracks {
        if *interaction != Interaction::Pressed {
            continue;
        }
        // The position runs from -0.5 (the left end) to 0.5.
        if let Some(position) = cursor.normalized {
            let along = (position.x + 0.5).clamp(0.0, 1.0);
            pressed.write(TrackPressed { along });
        }
    }
}

fn mark_hovered(
    mut commands: Commands,
    buttons: Query<
        (Entity, &Interaction, Has<Hovered>, Has<Pressed>),
        (
            Changed<Interaction>,
            Or<(With<ChoiceButton>, With<HintButton>)>,
        ),
    >,
) {
    for (button, interaction, hovered, pressed) in &buttons {
        let mut button = commands.entity(button);
        match (interaction, hovered) {
            (Interaction::Hovered | Interaction::Pressed, false) => {
                button.insert(Hovered);
            }
            (Interaction::None, true) => {
                button.remove::<Hovered>();
            }
            _ => {}
        }
        match (*interaction == Interaction::Pressed, pressed) {
            (true, false) => {
                button.insert(Pressed);
            }
            (false, true) => {
                button.remove::<Pressed>();
            }
            _ => {}
        }
    }
}

/// The mouse aims by hovering and draws by clicking; a finger cannot hover, so its first tap on
/// a square aims there and a tap on the square aimed at draws.
fn point_at_cells(
    mut choices: ResMut<Choices>,
    cells: Query<(&Interaction, &GridTarget), Changed<Interaction>>,
    touches: Res<Touches>,
    mut grid_input: MessageWriter<GridInput>,
) {
    for (interaction, &GridTarget { owner, cell }) in &cells {
        if choices.grid() != Some(owner) {
            continue;
        }
        match interaction {
            Interaction::Hovered => {
                choices.focus_on(Focus::Grid);
                grid_input.write(GridInput::PointAt { owner, cell });
            }
            Interaction::Pressed if finger_down(&touches) => {
                choices.focus_on(Focus::Grid);
                grid_input.write(GridInput::TapAt { owner, cell });
            }
            Interaction::Pressed => {
                grid_input.write(GridInput::ConfirmAt { owner, cell });
            }
            Interaction::None => {}
        }
    }
}
