//! The only bridge to a game's engine, and the only writer of its match: it sets a match up when
//! asked (a new game, a kept one resumed, a replay's jump, an online room's game), intended
//! actions and deals from elsewhere are checked and applied by the engine, and what happened
//! (applied, refused with the reason, what the engine told, what was taken back) is told back.
//! The match's state, record and take-back point are private to this file.

use std::sync::Arc;

use bevy::prelude::*;

use super::messages::{
    Applied, DealGiven, DealRefused, Intended, MatchRequest, Refusal, Refused, TakeBack, TakenBack,
    Told,
};
use super::take_back::Point;
use super::{TableApp, screen};
use crate::app::files::rule_set::ActiveRules;
use crate::app::states::{AppSystems, Screen, Seat};
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::{Place, Record, ReplayError, TableGame};

pub(super) fn plugin<G: TableApp>(app: &mut App) {
    app.add_message::<MatchRequest<G>>();
    app.add_message::<Intended<G>>();
    app.add_message::<Applied<G>>();
    app.add_message::<Told<G>>();
    app.add_message::<Refused<G>>();
    app.add_message::<DealGiven<G>>();
    app.add_message::<DealRefused<G>>();
    app.add_message::<TakeBack<G>>();
    app.add_message::<TakenBack<G>>();
    app.add_systems(OnEnter(screen::<G>()), show_afresh::<G>);
    app.add_systems(
        Update,
        (
            // A deal given in the frame of the action that asked for it follows that action.
            (take_back::<G>, apply_intended::<G>, give_deals::<G>)
                .chain()
                .run_if(resource_exists::<Match<G>>),
            // Last, so what was intended for the match being left is never applied to the next.
            set_up_match::<G>,
        )
            .chain()
            .in_set(RulesBridge)
            .in_set(AppSystems::ApplyRules),
    );
}

/// The bridges' work in a frame: what follows the engine's answer (the notice, the controls of
/// whoever acts next) runs after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RulesBridge;

/// The game being played: the engine's state is the only truth; everything on screen mirrors
/// it. The state and the record are changed here alone; no other system takes the match
/// mutably.
#[derive(Resource)]
pub struct Match<G: TableGame> {
    pub rules: Arc<G::Rules>,
    state: G::State,
    /// Who decides for each place (in a replay, the record does; these say who played).
    pub seats: Vec<Seat>,
    /// The players' names as an online game's server gives them (its computers' by their
    /// level, in this machine's language).
    pub names: Option<Vec<Phrase>>,
    /// A replay watched: its record decides for every place.
    pub watched: bool,
    /// Every action the engine applied, from the seed: what a kept file keeps.
    record: Record<G>,
    /// Where a person may go back to, if anywhere.
    point: Option<Point<G>>,
}

impl<G: TableApp> Match<G> {
    pub fn state(&self) -> &G::State {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The seed the game's chance comes from.
    pub fn seed(&self) -> u64 {
        self.record.seed
    }

    /// Whether the game waits for a deal from elsewhere (an online game's server): the table
    /// shows chance still at work until it comes.
    pub fn awaiting_deal(&self) -> bool {
        self.record.awaits_deal(&self.state)
    }

    /// Who decides for `place`.
    pub fn seat(&self, place: impl Into<Place>) -> Seat {
        self.seats
            .get(place.into().index())
            .copied()
            .unwrap_or(Seat::Remote)
    }

    /// Whether a person at this screen decides for `place` (nobody does in a replay).
    pub fn is_person(&self, place: impl Into<Place>) -> bool {
        !self.watched && self.seat(place) == Seat::Human
    }

    /// Whether a person plays at all (not when the computer plays every place, nor in a
    /// replay).
    pub fn has_a_person(&self) -> bool {
        !self.watched && self.seats.contains(&Seat::Human)
    }

    /// The place of the person who must act now, if it is a person's turn.
    pub fn person_to_act(&self) -> Option<Place> {
        G::to_act(&self.state).filter(|&place| self.is_person(place))
    }

    /// Whether another machine plays a place (an online room's game).
    pub fn is_online(&self) -> bool {
        self.seats.contains(&Seat::Remote) && !self.watched
    }

    /// The first place played from another machine, if one is.
    pub fn remote_place(&self) -> Option<Place> {
        Place::all(self.seats.len()).find(|&place| self.seat(place) == Seat::Remote)
    }

    /// How many persons play here.
    pub fn people(&self) -> usize {
        self.seats
            .iter()
            .filter(|&&seat| seat == Seat::Human)
            .count()
    }

    /// The level of a computer that plays, if one does.
    pub fn computer_level(&self) -> Option<kingdomino_core::ai::Level> {
        self.seats.iter().find_map(|seat| match seat {
            Seat::Computer(level) => Some(*level),
            Seat::Human | Seat::Remote => None,
        })
    }

    /// Whether `place`'s person is on a turn they may still take back (held back from an online
    /// game's server until it is final).
    pub fn holds_take_back(&self, place: impl Into<Place>) -> bool {
        let place = place.into();
        self.point.as_ref().is_some_and(|point| point.seat == place)
            && G::to_act(&self.state) == Some(place)
    }

    /// The person to act, when they have something to take back.
    pub fn who_may_take_back(&self) -> Option<Place> {
        G::to_act(&self.state).filter(|&place| self.can_take_back(place))
    }

    /// Whether the Expert's hint is offered: to a person to act here, online only when every
    /// player of the room `agreed` to hints.
    pub fn hints_offered(&self, agreed: bool) -> bool {
        self.person_to_act().is_some() && (!self.is_online() || agreed)
    }

    /// Whether `place`'s person has something to take back: the game moved since their point.
    pub fn can_take_back(&self, place: impl Into<Place>) -> bool {
        let place = place.into();
        self.holds_take_back(place)
            && self
                .point
                .as_ref()
                .is_some_and(|point| point.state != self.state)
    }
}

fn apply_intended<G: TableApp>(
    mut intended: MessageReader<Intended<G>>,
    mut game: ResMut<Match<G>>,
    mut applied: MessageWriter<Applied<G>>,
    mut refused: MessageWriter<Refused<G>>,
    mut told: MessageWriter<Told<G>>,
) {
    for &Intended { seat, action } in intended.read() {
        let game = &mut *game;
        let early_refusal = if G::to_act(&game.state) != Some(seat) {
            Some(Refusal::NotYourTurn)
        } else if game.awaiting_deal() {
            // Until the server's deal comes, the chance shown is not the game's.
            Some(Refusal::AwaitingDeal)
        } else {
            None
        };
        if let Some(reason) = early_refusal {
            refused.write(Refused {
                seat,
                action,
                reason,
            });
            continue;
        }
        let before = game.state.clone();
        match game.record.follow(&game.rules, &mut game.state, action) {
            Ok(reports) => {
                let Match {
                    seats,
                    watched,
                    point,
                    record,
                    state,
                    ..
                } = game;
                let is_person =
                    |place: Place| !*watched && seats.get(place.index()) == Some(&Seat::Human);
                *point = Point::after_action(
                    point.take(),
                    seat,
                    action,
                    [&before, state],
                    record.actions.len(),
                    is_person,
                );
                applied.write(Applied { seat, action });
                told.write(Told(reports));
            }
            Err(ReplayError::IllegalAction { error, .. }) => {
                refused.write(Refused {
                    seat,
                    action,
                    reason: Refusal::Rule(error),
                });
            }
            // The record's own deals were checked when the match was set up.
            Err(other) => warn!("the match's record refuses its next deal: {other}"),
        }
    }
}

/// A deal from elsewhere goes to the engine when the game waits for one; any other is refused
/// with the engine's reason.
fn give_deals<G: TableApp>(
    mut given: MessageReader<DealGiven<G>>,
    mut game: ResMut<Match<G>>,
    mut told: MessageWriter<Told<G>>,
    mut refused: MessageWriter<DealRefused<G>>,
) {
    for DealGiven { deal } in given.read() {
        let game = &mut *game;
        match game.record.deal(&game.rules, &mut game.state, deal.clone()) {
            Ok(reports) => {
                told.write(Told(reports));
            }
            Err(error) => {
                refused.write(DealRefused {
                    deal: deal.clone(),
                    reason: error.to_string(),
                });
            }
        }
    }
}

/// A person goes back to their point, when they still may.
fn take_back<G: TableApp>(
    mut asked: MessageReader<TakeBack<G>>,
    mut game: ResMut<Match<G>>,
    mut taken_back: MessageWriter<TakenBack<G>>,
) {
    for &TakeBack { seat, .. } in asked.read() {
        if !game.can_take_back(seat) {
            continue;
        }
        let game = &mut *game;
        if let Some(point) = &game.point {
            game.state = point.state.clone();
            let actions = game.record.actions.split_off(point.record_length);
            taken_back.write(TakenBack { seat, actions });
        }
    }
}

/// The last request of the frame is the match shown: it replaces whatever match was there,
/// its take-back point included, and the table is set up afresh.
fn set_up_match<G: TableApp>(
    mut commands: Commands,
    mut requests: MessageReader<MatchRequest<G>>,
    rules: Res<ActiveRules<G>>,
    mut next_screen: ResMut<NextState<Screen>>,
    next_phase: Option<ResMut<NextState<G::Phase>>>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    let rules = Arc::clone(&rules.0);
    let (record, seats, names, watched, position) = match request.clone() {
        MatchRequest::New {
            seats,
            options,
            seed,
        } => {
            let seed = seed.unwrap_or_else(seed_from_clock);
            let record = Record::<G>::new(&rules, options, seed);
            (record, seats, None, false, None)
        }
        MatchRequest::Resume {
            record,
            seats,
            names,
            watched,
        } => (record, seats, names, watched, None),
        MatchRequest::Position {
            state,
            record,
            seats,
        } => (record, seats, None, false, Some(*state)),
    };
    // The record's errors say what is wrong: no game for these options, a deal refused.
    let replayed = match position {
        Some(state) => Ok(state),
        None => record.replay(&rules),
    };
    let state = match replayed {
        Ok(state) => state,
        Err(error) => {
            warn!("the game is not set up: {error}");
            return;
        }
    };
    let is_person = |place: Place| !watched && seats.get(place.index()) == Some(&Seat::Human);
    let point = Point::<G>::of_resumed(&rules, &record, is_person);
    if let Some(mut next_phase) = next_phase {
        next_phase.set(G::opening_phase(&state));
    }
    commands.insert_resource(Match {
        rules,
        state,
        seats,
        names,
        watched,
        record,
        point,
    });
    // Entering the table's screen again when it shows already builds the table anew.
    next_screen.set(screen::<G>());
}

/// The match is set up a frame before its table is built: marked changed again, everything that
/// mirrors it draws the new table.
fn show_afresh<G: TableApp>(game: Option<ResMut<Match<G>>>) {
    if let Some(mut game) = game {
        game.set_changed();
    }
}

/// A fresh seed for a game nobody asked to repeat.
pub fn seed_from_clock() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}
