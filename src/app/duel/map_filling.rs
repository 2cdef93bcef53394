//! The map-filling phase: the person moves a ghost domino over their map, prepares it (castle
//! bonus, powers), sees where it fits and what it would score, and draws it; or passes. The
//! ghost itself is `ghost.rs`, the engine's verdict on it `verdict.rs`, the buttons and the
//! prompt `fill_choices.rs`, the drawing held for an Undo `held_drawing.rs`.

use crate::app::table::{Intended, Match, TakeBack};
use bevy::prelude::*;
use kingdomino_core::duel::{Action, Drawing, Duel, PlacementPowers, Step};

use super::GameplaySystems;
use super::fill_choices::offer_fill_choices;
use super::ghost::{CursorConfirmed, Placement, follow_grid_input};
use super::held_drawing::{HeldDrawing, release_when_due};
use super::verdict::{GhostVerdict, judge_drawing};
use crate::app::choices::{ChoiceMade, ControlPressed};
use crate::app::duel::DuelPhase;
use crate::app::duel::{DominoChoice, DuelChoice};
use kingdomino_core::kingdom::Direction;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(DuelPhase::MapFilling), reset_placement);
    app.add_systems(
        Update,
        (
            follow_person,
            follow_grid_input,
            steer_ghost,
            handle_choices,
            release_when_due,
            judge_ghost,
            offer_fill_choices,
            leave_when_filled,
        )
            .chain()
            .run_if(in_state(DuelPhase::MapFilling))
            .in_set(GameplaySystems),
    );
    app.add_systems(OnExit(DuelPhase::MapFilling), hide_ghost);
}

fn reset_placement(mut placement: ResMut<Placement>, mut held: ResMut<HeldDrawing>) {
    *placement = Placement::default();
    held.0 = None;
}

/// A new person to act starts with a fresh domino, placed on the first spot where it fits.
fn follow_person(game: Res<Match<Duel>>, mut placement: ResMut<Placement>) {
    let seat = match game.state().step() {
        Step::Fill { player } if game.is_person(player) => player,
        _ => return,
    };
    if placement.seat == Some(seat) {
        return;
    }
    let board = game.rules.board();
    let first_fit = game
        .state()
        .legal_actions(&game.rules)
        .into_iter()
        .find_map(|action| match action {
            Action::Draw(drawing) if drawing.powers == PlacementPowers::NONE => Some(drawing),
            _ => None,
        });
    *placement = match first_fit {
        Some(drawing) => Placement::aimed_at(board, seat, drawing),
        None => {
            let castle = board.castle();
            let beside = board.neighbour(castle, Direction::West).unwrap_or(castle);
            Placement::for_seat(seat, beside)
        }
    };
}

fn steer_ghost(
    game: Res<Match<Duel>>,
    mut confirmed: MessageReader<CursorConfirmed>,
    mut pressed: MessageReader<ControlPressed>,
    mut placement: ResMut<Placement>,
    mut held: ResMut<HeldDrawing>,
    mut intended: MessageWriter<Intended<Duel>>,
    mut undo: MessageWriter<TakeBack<Duel>>,
) {
    let Some(seat) = placement.acting_seat(&game) else {
        return;
    };
    let board = game.rules.board();
    let filling = matches!(game.state().step(), Step::Fill { .. });
    for _ in confirmed.read().filter(|_| filling) {
        if held.0.is_some() {
            held.release(&mut intended);
            continue;
        }
        if placement.separate && placement.first.is_none() {
            placement.first = Some(placement.cursor);
            continue;
        }
        // Judged afresh: the cursor may have moved since the last frame's verdict. A spot the
        // engine would refuse goes to it at once, so the refusal is worded in one place.
        if let Some(action) = judge_drawing(&game, &placement).legal {
            held.hold(seat, action);
            continue;
        }
        if let [Some(first), Some(second)] = placement.ghost_cells(board)[..] {
            let drawing = Drawing {
                cells: [first, second],
                powers: placement.powers(),
            };
            intended.write(Intended {
                seat: seat.into(),
                action: Action::Draw(drawing),
            });
        }
    }
    for control in pressed.read() {
        match control {
            ControlPressed::Cancel if held.0.is_some() => held.0 = None,
            ControlPressed::Rotate if held.0.is_some() => {}
            ControlPressed::Rotate => placement.rotation = (placement.rotation + 1) % 4,
            ControlPressed::Cancel if placement.first.is_some() => placement.first = None,
            ControlPressed::Cancel if placement.turn_picker.is_some() => {
                placement.turn_picker = None;
            }
            ControlPressed::Cancel => {
                undo.write(TakeBack::by(seat.into()));
            }
            ControlPressed::Pause | ControlPressed::Hint => {}
        }
    }
}

fn handle_choices(
    mut made: MessageReader<ChoiceMade>,
    mut placement: ResMut<Placement>,
    mut held: ResMut<HeldDrawing>,
    mut undo: MessageWriter<TakeBack<Duel>>,
) {
    for ChoiceMade(intent) in made.read() {
        let choice = match intent.own() {
            Some(DuelChoice::Domino(choice)) => choice,
            // A face chosen closes the faces' picker.
            Some(DuelChoice::Act(Action::TurnDie { .. })) => {
                placement.turn_picker = None;
                continue;
            }
            _ => continue,
        };
        match choice {
            DominoChoice::IgnoreConnection => {
                placement.ignore_connection = !placement.ignore_connection;
            }
            DominoChoice::SeparateDice => {
                placement.separate = !placement.separate;
                placement.first = None;
            }
            DominoChoice::TurnDie(slot) => {
                placement.turn_picker = (placement.turn_picker != Some(slot)).then_some(slot);
            }
            DominoChoice::Turn if held.0.is_some() => {}
            DominoChoice::Turn => placement.rotation = (placement.rotation + 1) % 4,
            DominoChoice::Undo if held.0.is_some() => held.0 = None,
            DominoChoice::Undo => {
                if let Some(seat) = placement.seat {
                    undo.write(TakeBack::by(seat.into()));
                }
                placement.first = None;
            }
            // The draft's (`drafting::handle_choices`).
            DominoChoice::TakeTwoDice | DominoChoice::MarkDie(_) => {}
        }
    }
}

fn leave_when_filled(game: Res<Match<Duel>>, mut next: ResMut<NextState<DuelPhase>>) {
    if !matches!(
        game.state().step(),
        Step::Fill { .. } | Step::ChooseJokerCoat { .. }
    ) {
        next.set(DuelPhase::Spellbook);
    }
}

pub(super) fn hide_ghost(
    mut verdict: ResMut<GhostVerdict>,
    mut placement: ResMut<Placement>,
    mut held: ResMut<HeldDrawing>,
) {
    *verdict = GhostVerdict::default();
    placement.seat = None;
    held.0 = None;
}

fn judge_ghost(
    game: Res<Match<Duel>>,
    placement: Res<Placement>,
    held: Res<HeldDrawing>,
    mut verdict: ResMut<GhostVerdict>,
) {
    // A held drawing stays where it was put.
    if held.0.is_some() || (!game.is_changed() && !placement.is_changed() && !held.is_changed()) {
        return;
    }
    let judged = match game.state().step() {
        Step::Fill { player } if placement.seat == Some(player) => judge_drawing(&game, &placement),
        // The drawn domino waits for a joker's coat: it stays where it was put.
        Step::ChooseJokerCoat { .. } => return,
        _ => GhostVerdict::default(),
    };
    verdict.set_if_neq(judged);
}
