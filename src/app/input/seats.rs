//! Each place's controls (a Duel's seat, a player of the original game): its own leafwing
//! `InputMap` (the player's keys and buttons, the fixed ones, and the gamepad the place took)
//! and `ActionState`, and the actions the game reads from them. The first pad pressed on a
//! place's turn becomes that place's, so up to four people at one screen can each play with
//! their own pad; a pad nobody took works for any place.

use bevy::ecs::system::SystemParam;
use bevy::input::InputSystems;
use bevy::prelude::*;
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;

use super::actions::GameAction;
use super::bindings::Bindings;
use crate::app::states::{SeatToAct, TextEntry};
use kingdomino_core::table::{MOST_PLACES, Place};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PadOwners>()
        .init_resource::<SeatToAct>();
    app.add_systems(Startup, spawn_seat_controls);
    app.add_systems(
        PreUpdate,
        (follow_bindings, assign_gamepads)
            .chain()
            .after(InputSystems)
            .before(InputManagerSystem::Update),
    );
}

/// One place's controls: the entity holds its input map and its action state.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(InputMap<GameAction>)]
pub struct SeatControls(pub Place);

/// The gamepad each place took, by place.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct PadOwners(pub [Option<Entity>; MOST_PLACES]);

fn spawn_seat_controls(mut commands: Commands) {
    for place in Place::all(MOST_PLACES) {
        commands.spawn((
            Name::new(format!("Place {} controls", place.index() + 1)),
            SeatControls(place),
        ));
    }
}

/// Every seat's map follows the player's bindings (read at start, changed in the Controls
/// panel), keeping the gamepad it reads.
fn follow_bindings(
    bindings: Res<Bindings>,
    mut seats: Query<(&mut InputMap<GameAction>, Ref<SeatControls>)>,
) {
    for (mut map, seat) in &mut seats {
        if bindings.is_changed() || seat.is_added() {
            let gamepad = map.gamepad();
            let mut wanted = bindings.seat_map();
            if let Some(gamepad) = gamepad {
                wanted.set_gamepad(gamepad);
            }
            map.set_if_neq(wanted);
        }
    }
}

/// A pad pressed on a person's turn, that no place took, becomes that person's place's. Each
/// place reads its own pad; one without reads a pad nobody took (place 1 the first, place 2 the
/// second when there are two, and so on), else the first pad: a single pad is passed from hand
/// to hand.
fn assign_gamepads(
    pads: Query<(Entity, &Gamepad)>,
    to_act: Res<SeatToAct>,
    mut owners: ResMut<PadOwners>,
    mut seats: Query<(&SeatControls, &mut InputMap<GameAction>)>,
) {
    for owner in &mut owners.0 {
        if owner.is_some_and(|pad| !pads.contains(pad)) {
            *owner = None;
        }
    }
    if let Some(place) = to_act.0
        && owners.0[place.index()].is_none()
    {
        let pressed = pads.iter().find(|(pad, gamepad)| {
            !owners.0.contains(&Some(*pad)) && gamepad.get_just_pressed().next().is_some()
        });
        if let Some((pad, _)) = pressed {
            owners.0[place.index()] = Some(pad);
        }
    }
    let free: Vec<Entity> = pads
        .iter()
        .map(|(pad, _)| pad)
        .filter(|pad| !owners.0.contains(&Some(*pad)))
        .collect();
    let first = pads.iter().next().map(|(pad, _)| pad);
    for (controls, mut map) in &mut seats {
        let place = controls.0.index();
        let pad = owners.0[place]
            .or_else(|| free.get(place).or(free.first()).copied())
            .or(first);
        if map.gamepad() != pad {
            match pad {
                Some(pad) => map.set_gamepad(pad),
                None => map.clear_gamepad(),
            };
        }
    }
}

/// The actions the game reads: at the table, those of the place whose person acts now (anyone
/// may pause); elsewhere, every place's. While text is typed no action begins.
#[derive(SystemParam)]
pub struct Actions<'w, 's> {
    seats: Query<'w, 's, (&'static SeatControls, &'static ActionState<GameAction>)>,
    to_act: Res<'w, SeatToAct>,
    typing: Option<Res<'w, TextEntry>>,
}

impl Actions<'_, '_> {
    /// The action began this frame on a seat that counts now.
    pub fn just_pressed(&self, action: GameAction) -> bool {
        let only = self.to_act.0.filter(|_| action != GameAction::Pause);
        self.typing.is_none()
            && self
                .seats
                .iter()
                .filter(|(controls, _)| only.is_none_or(|place| controls.0 == place))
                .any(|(_, state)| state.just_pressed(&action))
    }

    /// Some action began this frame.
    pub fn any_just_pressed(&self) -> bool {
        GameAction::ALL
            .into_iter()
            .any(|action| self.just_pressed(action))
    }
}
