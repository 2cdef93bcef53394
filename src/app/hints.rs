//! First-game hints: in a player's first games, a short tip at the moment it matters (the draft
//! order, why a spot is refused, what a power just gained does, the castle bonus). Each is said
//! once a game and stays through the next turn, then the footer shows the controls again; the
//! Settings turn them off.

use std::collections::HashSet;

use bevy::prelude::*;

use super::AppSystems;
use super::game::{GhostVerdict, PlayedMatch, Reported};
use super::settings::{PlaySettings, Statistics};
use super::states::{Phase, Screen};
use crate::localization::Phrase;
use crate::rules::{Power, Report, Step};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hint>();
    app.add_systems(OnEnter(Screen::Game), forget_hints);
    app.add_systems(OnEnter(Screen::GameOver), hint_the_count);
    app.add_systems(
        Update,
        (
            hint_the_draft.run_if(in_state(Phase::Drafting)),
            hint_the_castle_bonus.run_if(in_state(Phase::MapFilling)),
            hint_a_refused_spot,
            hint_a_power_gained,
            forget_an_old_tip,
        )
            .run_if(in_state(Screen::Game).and_then(hints_wanted))
            .in_set(AppSystems::Advise),
    );
}

/// How many finished games count as a player's first ones.
pub const FIRST_GAMES: u32 = 3;

/// The tip shown now and the turn it was given in, and the tips already shown this game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Hint {
    pub shown: Option<Phrase>,
    given_in_turn: u32,
    said: HashSet<&'static str>,
}

impl Hint {
    /// Shows the tip `id` unless it was already said this game.
    fn say(&mut self, id: &'static str, turn: u32) {
        if self.said.insert(id) {
            self.shown = Some(Phrase::new(id));
            self.given_in_turn = turn;
        }
    }
}

/// A tip stays through the turn after the one it was given in (a power gained at a turn's end
/// is used in the next), then gives the footer back to the controls.
fn forget_an_old_tip(game: PlayedMatch, mut hint: ResMut<Hint>) {
    if hint.shown.is_some() && game.state().turn() > hint.given_in_turn + 1 {
        hint.shown = None;
    }
}

/// Whether tips are given: turned on, in one of the player's first games, with a person playing.
fn hints_wanted(
    play: Res<PlaySettings>,
    statistics: Res<Statistics>,
    game: Option<PlayedMatch>,
) -> bool {
    play.hints
        && statistics.games_played() < FIRST_GAMES
        && game.is_some_and(|game| game.has_a_person())
}

/// The final count explained, under it; or nothing when tips are not given.
fn hint_the_count(
    play: Res<PlaySettings>,
    statistics: Res<Statistics>,
    game: Option<PlayedMatch>,
    mut hint: ResMut<Hint>,
) {
    hint.shown = None;
    let turn = game.as_ref().map_or(0, |game| game.state().turn());
    if hints_wanted(play, statistics, game) {
        hint.say("hint-count", turn);
    }
}

fn forget_hints(mut hint: ResMut<Hint>) {
    *hint = Hint::default();
}

fn hint_the_draft(game: PlayedMatch, mut hint: ResMut<Hint>) {
    if game.human_to_act().is_some() {
        hint.say("hint-draft-order", game.state().turn());
    }
}

fn hint_the_castle_bonus(game: PlayedMatch, mut hint: ResMut<Hint>) {
    let Some(seat) = game.human_to_act() else {
        return;
    };
    if matches!(game.state().step(), Step::Fill { .. })
        && !game.state().player(seat).castle_bonus_used
        && game.state().turn() > 1
    {
        hint.say("hint-castle-bonus", game.state().turn());
    }
}

fn hint_a_refused_spot(game: PlayedMatch, verdict: Res<GhostVerdict>, mut hint: ResMut<Hint>) {
    let refused = verdict.reason.is_some()
        && verdict
            .seat
            .is_some_and(|seat| game.human_to_act() == Some(seat));
    if refused {
        hint.say("hint-connection", game.state().turn());
    }
}

fn hint_a_power_gained(
    game: PlayedMatch,
    mut reported: MessageReader<Reported>,
    mut hint: ResMut<Hint>,
) {
    for Reported(report) in reported.read() {
        let Report::PowerGained { seat, power } = *report else {
            continue;
        };
        if game.is_human(seat) {
            let tip = match power {
                Power::IgnoreConnection => "hint-power-ignore-connection",
                Power::SeparateDice => "hint-power-separate-dice",
                Power::TakeTwoDice => "hint-power-take-two-dice",
                Power::TurnDie => "hint-power-turn-die",
                Power::DomainBonus => "hint-power-domain-bonus",
                Power::ExtraCross => "hint-power-extra-cross",
            };
            hint.say(tip, game.state().turn());
        }
    }
}
