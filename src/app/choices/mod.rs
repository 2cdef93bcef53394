//! What the player can choose right now (buttons, dice, coats), where the focus is, and how the
//! controls move it: one model for the mouse, the keyboard and the gamepad.

mod intent;
pub mod pointer;

use bevy::prelude::*;

use super::input::{Actions, GameAction};
use super::states::AppSystems;
use super::states::Overlay;
pub use intent::{
    ControlsChoice, GameChoice, Go, Intent, Look, OwnChoice, PageTurn, ReplayControl, Setting,
    ShelfChoice,
};
use kingdomino_core::kingdom::{Cell, Direction};
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(pointer::plugin);
    app.init_resource::<Choices>();
    app.init_resource::<TouchPlay>();
    app.init_resource::<MenuColumnLength>();
    app.add_message::<ChoiceMade>();
    app.add_message::<GridInput>();
    app.add_message::<ControlPressed>();
    app.add_systems(
        Update,
        route_controls
            .run_if(not(in_state(Overlay::Rebinding)))
            .in_set(AppSystems::ReadInput),
    );
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub intent: Intent,
    pub label: Phrase,
    pub look: Look,
}

impl Choice {
    pub fn button(intent: Intent, label: Phrase) -> Choice {
        Choice {
            intent,
            label,
            look: Look::Button,
        }
    }
}

/// Where the keyboard's and gamepad's focus is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    Choice(usize),
    /// The cursor on the map.
    Grid,
}

/// The choices on offer and the focus. The screen or phase in charge offers its list; the
/// controls move the focus and make the focused choice.
#[derive(Resource, Debug)]
pub struct Choices {
    list: Vec<Choice>,
    /// The map that takes the cursor (its place's), when a map is part of the choice.
    grid: Option<Place>,
    focus: Focus,
    /// The choices are a row under a page that scrolls: left and right move the focus, up and
    /// down are the page's.
    row: bool,
}

impl Default for Choices {
    fn default() -> Choices {
        Choices {
            list: Vec::new(),
            grid: None,
            focus: Focus::Choice(0),
            row: false,
        }
    }
}

/// Offering choices from systems: a list equal to the one on offer changes nothing, so the views
/// that draw the choices are not rebuilt every frame.
pub trait OfferChoices {
    /// Offers a new list (and maybe a map); the focus stays where it still makes sense.
    fn offer(&mut self, list: Vec<Choice>, grid: Option<Place>);
    fn clear(&mut self) {
        self.offer(Vec::new(), None);
    }
    /// Offers a new list with the focus on `focus` (a menu shown afresh starts on its first
    /// choice, a picker on its best one).
    fn offer_focused(&mut self, list: Vec<Choice>, grid: Option<Place>, focus: Focus);
    /// Offers a row of choices under a page that up and down scroll, the focus on `focus`.
    fn offer_row(&mut self, list: Vec<Choice>, focus: usize);
    /// The pointer went over a choice or a map: the focus follows it.
    fn focus_on(&mut self, focus: Focus);
}

impl OfferChoices for ResMut<'_, Choices> {
    fn offer(&mut self, list: Vec<Choice>, grid: Option<Place>) {
        if self.list == list && self.grid == grid && !self.row {
            return;
        }
        let grid_appeared = grid.is_some() && self.grid != grid;
        // The choice made went away (a castle bonus given, a face turned): with a map on offer
        // the next decision is there.
        let focused_gone = match self.focus {
            Focus::Choice(index) => self
                .list
                .get(index)
                .is_some_and(|focused| !list.iter().any(|choice| choice.intent == focused.intent)),
            Focus::Grid => false,
        };
        let focus = match self.focus {
            _ if grid_appeared => Focus::Grid,
            Focus::Choice(_) if focused_gone && grid.is_some() => Focus::Grid,
            Focus::Grid if grid.is_some() => Focus::Grid,
            Focus::Choice(index) if index < list.len() => Focus::Choice(index),
            _ if grid.is_some() && list.is_empty() => Focus::Grid,
            _ => Focus::Choice(list.len().saturating_sub(1).min(self.focused_index())),
        };
        **self = Choices {
            list,
            grid,
            focus,
            row: false,
        };
    }

    fn offer_focused(&mut self, list: Vec<Choice>, grid: Option<Place>, focus: Focus) {
        if self.list == list && self.grid == grid && !self.row {
            return;
        }
        **self = Choices {
            list,
            grid,
            focus,
            row: false,
        };
    }

    fn offer_row(&mut self, list: Vec<Choice>, focus: usize) {
        let focus = Focus::Choice(focus);
        if self.list == list && self.row && self.focus == focus {
            return;
        }
        **self = Choices {
            list,
            grid: None,
            focus,
            row: true,
        };
    }

    fn focus_on(&mut self, focus: Focus) {
        let valid = match focus {
            Focus::Choice(index) => index < self.list.len(),
            Focus::Grid => self.grid.is_some(),
        };
        if valid && self.focus != focus {
            self.focus = focus;
        }
    }
}

impl Choices {
    pub fn list(&self) -> &[Choice] {
        &self.list
    }

    pub fn grid(&self) -> Option<Place> {
        self.grid
    }

    pub fn focus(&self) -> Focus {
        self.focus
    }

    pub fn is_focused(&self, index: usize) -> bool {
        self.focus == Focus::Choice(index)
    }

    /// How the focused choice shows, when the focus is on one.
    pub fn focused(&self) -> Option<Look> {
        match self.focus {
            Focus::Choice(index) => self.list.get(index).map(|choice| choice.look),
            Focus::Grid => None,
        }
    }

    /// Where the choice with this intent is on offer now.
    pub fn index_of(&self, intent: Intent) -> Option<usize> {
        self.list.iter().position(|choice| choice.intent == intent)
    }

    fn focused_index(&self) -> usize {
        match self.focus {
            Focus::Choice(index) => index,
            Focus::Grid => 0,
        }
    }

    fn step_focus(&mut self, step: isize) {
        let len = self.list.len() as isize;
        if len > 0 {
            let next = (self.focused_index() as isize + step).rem_euclid(len);
            self.focus = Focus::Choice(next as usize);
        }
    }
}

/// How many buttons each column of the menu on offer holds, when the view stands them in more
/// than one column: left and right then step to the next column, up and down along one.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MenuColumnLength(pub Option<usize>);

/// The button beside `index` in the next column (`forward`) or the one before, in a menu of
/// `len` buttons standing `rows` to a column; past the last column, the first, and back.
fn beside(index: usize, rows: usize, len: usize, forward: bool) -> usize {
    let last_column_start = (len - 1) / rows * rows;
    let row = index % rows;
    let wanted = match (forward, index + rows < len) {
        (true, true) => index + rows,
        (true, false) if index < last_column_start => len - 1,
        (true, false) => row,
        (false, _) if index >= rows => index - rows,
        (false, _) => last_column_start + row,
    };
    wanted.min(len - 1)
}

/// Whether the person plays by touch: their last press was a finger's, so the table words its
/// help for a finger (no keys, no right button).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TouchPlay(pub bool);

/// A choice was made (by click, key or button).
#[derive(Message, Clone, Debug)]
pub struct ChoiceMade(pub Intent);

/// The cursor on a map: moved or pointed at, and confirmed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridInput {
    Move(Direction),
    PointAt {
        owner: Place,
        cell: Cell,
    },
    Confirm,
    ConfirmAt {
        owner: Place,
        cell: Cell,
    },
    /// A finger's tap: aims at the square, or confirms it when already aimed there.
    TapAt {
        owner: Place,
        cell: Cell,
    },
}

/// The controls that mean the same wherever the focus is.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ControlPressed {
    Cancel,
    Rotate,
    Pause,
    Hint,
}

fn route_controls(
    controls: Actions,
    mut choices: ResMut<Choices>,
    mut made: MessageWriter<ChoiceMade>,
    mut grid_input: MessageWriter<GridInput>,
    mut pressed: MessageWriter<ControlPressed>,
    mut touch: ResMut<TouchPlay>,
    columns: Res<MenuColumnLength>,
) {
    if controls.any_just_pressed() {
        touch.set_if_neq(TouchPlay(false));
    }
    for (action, control) in [
        (GameAction::Cancel, ControlPressed::Cancel),
        (GameAction::Rotate, ControlPressed::Rotate),
        (GameAction::Pause, ControlPressed::Pause),
        (GameAction::Hint, ControlPressed::Hint),
    ] {
        if controls.just_pressed(action) {
            pressed.write(control);
        }
    }
    if controls.just_pressed(GameAction::Switch) {
        match choices.focus {
            Focus::Grid if !choices.list.is_empty() => choices.focus = Focus::Choice(0),
            Focus::Choice(_) if choices.grid.is_some() => choices.focus = Focus::Grid,
            _ => choices.step_focus(1),
        }
    }
    let directions: Vec<Direction> = [
        (GameAction::Up, Direction::North),
        (GameAction::Down, Direction::South),
        (GameAction::Left, Direction::West),
        (GameAction::Right, Direction::East),
    ]
    .into_iter()
    .filter(|(action, _)| controls.just_pressed(*action))
    .map(|(_, direction)| direction)
    .collect();
    let confirm = controls.just_pressed(GameAction::Confirm);
    match choices.focus {
        Focus::Grid => {
            for &direction in &directions {
                grid_input.write(GridInput::Move(direction));
            }
            if confirm {
                grid_input.write(GridInput::Confirm);
            }
        }
        Focus::Choice(index) => {
            for direction in directions {
                let vertical = matches!(direction, Direction::North | Direction::South);
                if vertical && choices.row {
                    continue;
                }
                let forward = matches!(direction, Direction::South | Direction::East);
                let len = choices.list.len();
                match columns.0.filter(|&rows| rows > 0 && rows < len) {
                    Some(rows) if !vertical => {
                        let index = choices.focused_index();
                        choices.focus = Focus::Choice(beside(index, rows, len, forward));
                    }
                    _ => choices.step_focus(if forward { 1 } else { -1 }),
                }
            }
            if confirm
                && let Some(choice) = choices.list.get(index)
                && choice.look != Look::Disabled
            {
                made.write(ChoiceMade(choice.intent.clone()));
            }
        }
    }
}
