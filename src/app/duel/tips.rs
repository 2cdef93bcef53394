//! First-game tips: in a player's first games, a short tip at the moment it matters (the draft
//! order, why a spot is refused, what a power just gained does, the castle bonus). Each is said
//! once a game and stays through the next turn, then the footer shows the controls again; the
//! Settings turn them off.

use crate::app::table::{Match, Told};
use kingdomino_core::duel::{Action, Duel, Power, Report};
use std::collections::HashSet;

use bevy::prelude::*;

use crate::app::duel::DuelPhase;
use crate::app::duel::GhostVerdict;
use crate::app::duel::{GAME_OVER, TABLE};
use crate::app::screens::CountTip;
use crate::app::settings::{PlaySettings, Statistics};
use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tip>();
    app.add_systems(OnEnter(TABLE), forget_tips);
    app.add_systems(OnEnter(GAME_OVER), tip_the_count);
    app.add_systems(
        Update,
        (
            tip_the_draft.run_if(in_state(DuelPhase::Drafting)),
            tip_the_castle_bonus.run_if(in_state(DuelPhase::MapFilling)),
            tip_a_refused_spot,
            tip_a_power_gained,
            forget_an_old_tip,
        )
            .run_if(in_state(TABLE).and_then(tips_wanted))
            .in_set(AppSystems::Advise),
    );
}

/// How many finished games count as a player's first ones.
pub const FIRST_GAMES: u32 = 3;

/// The tip shown now and the turn it was given in, and the tips already shown this game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tip {
    pub shown: Option<Phrase>,
    given_in_turn: u32,
    said: HashSet<&'static str>,
}

impl Tip {
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
fn forget_an_old_tip(game: Res<Match<Duel>>, mut tip: ResMut<Tip>) {
    if tip.shown.is_some() && game.state().turn() > tip.given_in_turn + 1 {
        tip.shown = None;
    }
}

/// Whether tips are given: turned on, in one of the player's first games, with a person playing.
fn tips_wanted(
    play: Res<PlaySettings>,
    statistics: Res<Statistics>,
    game: Option<Res<Match<Duel>>>,
) -> bool {
    play.hints
        && statistics.games_played() < FIRST_GAMES
        && game.is_some_and(|game| game.has_a_person())
}

/// The final count explained, under it; or nothing when tips are not given.
fn tip_the_count(
    play: Res<PlaySettings>,
    statistics: Res<Statistics>,
    game: Option<Res<Match<Duel>>>,
    mut tip: ResMut<CountTip>,
) {
    let wanted = tips_wanted(play, statistics, game);
    tip.set_if_neq(CountTip(wanted.then(|| Phrase::new("hint-count"))));
}

fn forget_tips(mut tip: ResMut<Tip>) {
    *tip = Tip::default();
}

fn tip_the_draft(game: Res<Match<Duel>>, mut tip: ResMut<Tip>) {
    if game.person_seat_to_act().is_some() {
        tip.say("hint-draft-order", game.state().turn());
    }
}

/// The castle bonus, when the engine offers it to the person who draws (not in the first turn,
/// which has tips enough): asked again only when the match changes.
fn tip_the_castle_bonus(game: Res<Match<Duel>>, mut tip: ResMut<Tip>) {
    const CASTLE_BONUS: &str = "hint-castle-bonus";
    let turn = game.state().turn();
    if !game.is_changed() || turn < 2 || tip.said.contains(CASTLE_BONUS) {
        return;
    }
    let offered = game.person_seat_to_act().is_some()
        && game
            .state()
            .legal_actions(&game.rules)
            .iter()
            .any(|action| matches!(action, Action::CastleBonus { .. }));
    if offered {
        tip.say(CASTLE_BONUS, turn);
    }
}

/// A spot refused for the connection rules: the tip says what a domino must touch.
fn tip_a_refused_spot(game: Res<Match<Duel>>, verdict: Res<GhostVerdict>, mut tip: ResMut<Tip>) {
    let refused = verdict.refused_for_connection()
        && verdict
            .seat
            .is_some_and(|seat| game.person_seat_to_act() == Some(seat));
    if refused {
        tip.say("hint-connection", game.state().turn());
    }
}

fn tip_a_power_gained(
    game: Res<Match<Duel>>,
    mut reported: MessageReader<Told<Duel>>,
    mut tip: ResMut<Tip>,
) {
    for report in reported.read().flat_map(|Told(reports)| reports) {
        let Report::PowerGained { seat, power } = *report else {
            continue;
        };
        if game.is_person(seat) {
            let said = match power {
                Power::IgnoreConnection => "hint-power-ignore-connection",
                Power::SeparateDice => "hint-power-separate-dice",
                Power::TakeTwoDice => "hint-power-take-two-dice",
                Power::TurnDie => "hint-power-turn-die",
                Power::DomainBonus => "hint-power-domain-bonus",
                Power::ExtraCross => "hint-power-extra-cross",
            };
            tip.say(said, game.state().turn());
        }
    }
}
