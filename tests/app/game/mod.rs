//! The game without a window: `MinimalPlugins`, states, input and the game's own plugins, driven
//! by simulated gamepad buttons and keys through the player's bindings, as a player would.

mod devices;
mod moments;
mod original_games;
mod original_hint;
mod original_pads;
mod original_person;
mod original_setup;
mod power_flows;
mod remote_turns;
mod whole_games;

use crate::common::app::*;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use kingdomino_core::ai::{Level, Player, RandomPlayer};
use kingdomino_core::duel::map_text::parse_map;
use kingdomino_core::duel::{
    Action, ActionError, Drawing, Duel, Face, GameState, LineProgress, NoOptions, PlacementPowers,
    Power, RuleSet, SeatNumber, Step,
};
use kingdomino_core::game_files::mods::ModStack;
use kingdomino_core::kingdom::Cell;
use kingdomino_core::table::Record;
use kingdomino_duel::app::choices::pointer::{ChoiceButton, GridTarget};
use kingdomino_duel::app::choices::{Focus, Go, Intent, Look};
use kingdomino_duel::app::duel;
use kingdomino_duel::app::duel::DuelPhase;
use kingdomino_duel::app::duel::{GhostVerdict, HeldDrawing};
use kingdomino_duel::app::files::found_mods::FoundMods;
use kingdomino_duel::app::files::rule_set::ActiveRules;
use kingdomino_duel::app::states::{Screen, Seat};
use kingdomino_duel::app::table::{MatchRequest, Notice};
use std::time::Duration;

/// A game started from `prepare(new game)`, as a saved game resumes, waiting for the person.
fn prepared_game(seed: u64, prepare: impl FnOnce(&RuleSet, GameState) -> GameState) -> App {
    let mut app = title_app();
    let rules = RuleSet::builtin();
    let resume = MatchRequest::<Duel>::Position {
        state: Box::new(prepare(&rules, GameState::new(&rules, seed))),
        record: Record::<Duel>::new(&rules, NoOptions, seed),
        seats: [Seat::Human, Seat::Computer(Level::Easy)].to_vec(),
    };
    request_match(&mut app, resume);
    app
}

/// Plays the computer's and the person's decisions (the person's chosen by `pick`) until
/// `done` says the flow under test happened.
fn play_until(
    app: &mut App,
    mut pick: impl FnMut(&RuleSet, &GameState) -> Option<Action>,
    done: impl Fn(&GameState) -> bool,
) {
    let mut phases = Vec::new();
    let mut fallback = RandomPlayer::new(3);
    for _ in 0..200 {
        run_until_person_acts(app, &mut phases);
        if done(game(app).state()) {
            return;
        }
        assert_ne!(screen(app), duel::GAME_OVER, "the game ended first");
        let state = game(app).state().clone();
        let action = {
            let rules = &game(app).rules;
            pick(rules, &state)
                .unwrap_or_else(|| Player::<Duel>::choose(&mut fallback, rules, &state).unwrap())
        };
        perform(app, Device::Gamepad, action);
        app.update();
        assert_eq!(
            *game(app).state(),
            applied(app, &state, action),
            "{action:?}"
        );
        if done(game(app).state()) {
            return;
        }
    }
    panic!("the flow never happened");
}

fn used(state: &GameState, rules: &RuleSet, power: Power) -> bool {
    let line = rules.line_of_power(power).unwrap();
    state.player(SeatNumber::FIRST).lines[line] == LineProgress::Gained { used: true }
}

/// The person's first legal action of the kind `wanted` picks, if there is one now.
fn first_legal(
    rules: &RuleSet,
    state: &GameState,
    wanted: impl Fn(&Action) -> bool,
) -> Option<Action> {
    (state.to_act() == Some(SeatNumber::FIRST))
        .then(|| state.legal_actions(rules).into_iter().find(|a| wanted(a)))
        .flatten()
}

/// Every text on screen now.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// Drafts as offered until the person's domino waits on the map.
fn draft_until_the_person_fills(app: &mut App) {
    let mut phases = Vec::new();
    loop {
        run_until_person_acts(app, &mut phases);
        if matches!(
            game(app).state().step(),
            Step::Fill {
                player: SeatNumber::FIRST
            }
        ) {
            return;
        }
        let state = game(app).state().clone();
        let action = state.legal_actions(&game(app).rules)[0];
        perform(app, Device::Keyboard, action);
    }
}

/// A seed whose first player A is the person (seat 0), so they fill first on turn 1.
fn seed_where_the_person_starts(after: u64) -> u64 {
    (after..)
        .find(|&seed| GameState::first_a(seed) == SeatNumber::FIRST)
        .unwrap()
}

fn map_of(rules: &RuleSet, text: &str) -> kingdomino_core::kingdom::Map {
    parse_map(rules, text).expect("a valid map").map
}

const EMPTY: &str = "
. . . . . . .
. . . . . . .
. . . # . . .
. . . . . . .
. . . . . . .
";

fn notice(app: &App) -> String {
    words(
        app,
        &app.world()
            .resource::<Notice>()
            .0
            .clone()
            .unwrap_or_default(),
    )
}
