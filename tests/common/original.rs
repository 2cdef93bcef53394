//! Helpers for the original game's tests at the table: its match, a game asked for, and a
//! person's first legal action played until the record is long enough or the game ends.

use bevy::prelude::*;
use kingdomino_core::original::{Bonuses, GameOptions, Original};
use kingdomino_duel::app::table::{Intended, Match, MatchRequest};

use crate::common::app::{run_until, screen};
use kingdomino_core::games::GameKind;
use kingdomino_duel::app::original;
use kingdomino_duel::app::states::{Screen, Seat};

pub fn original_match(app: &App) -> &Match<Original> {
    app.world().resource::<Match<Original>>()
}

/// A game of the original Kingdomino for `seats`, with the Middle Kingdom or without.
pub fn start_original(app: &mut App, seats: Vec<Seat>, middle: bool, seed: u64) {
    let options = GameOptions {
        players: seats.len() as u8,
        mighty_duel: false,
        bonuses: Bonuses {
            middle,
            harmony: false,
        },
        dynasty: false,
    };
    start_original_with(app, seats, options, seed);
}

/// A game of the original Kingdomino for `seats`, set up with `options`.
pub fn start_original_with(app: &mut App, seats: Vec<Seat>, options: GameOptions, seed: u64) {
    app.world_mut()
        .write_message(MatchRequest::<Original>::New {
            options,
            seats,
            seed: Some(seed),
        });
    app.update();
    app.update();
}

/// The person's first legal action each time they act, until `actions` are recorded.
pub fn play_until_recorded(app: &mut App, actions: usize) {
    for _ in 0..2000 {
        if original_match(app).record().actions.len() >= actions {
            return;
        }
        if let Some(player) = original_match(app).person_to_act() {
            let action = original_match(app).state().legal_actions()[0];
            app.world_mut().write_message(Intended::<Original> {
                seat: player,
                action,
            });
        }
        app.update();
    }
    panic!("the game never got to {actions} actions");
}

/// The person's first legal action each time they act, to the game's end and its game over
/// screen.
pub fn play_to_the_end(app: &mut App) {
    for _ in 0..2000 {
        if original_match(app).state().player_to_act().is_none() {
            let over = original::GAME_OVER;
            assert!(
                run_until(app, 60, |app| screen(app) == over),
                "the game over follows the end"
            );
            return;
        }
        let played = original_match(app).record().actions.len();
        play_until_recorded(app, played + 1);
    }
    panic!("the game never ended");
}
