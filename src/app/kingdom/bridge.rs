//! The original game's only bridge to its engine and only writer of its match: a match is set
//! up when asked, intended actions are checked and applied by the engine, and each applied one
//! is told back. In an online room the server decides: the intents here go to it, and the
//! actions it applied (with the lines it dealt) are followed. The game and its record are
//! private to this file.

use std::sync::Arc;

use bevy::prelude::*;

use super::player_name;
use crate::app::files::rule_set::ActiveOriginalRules;
use crate::app::game::expert_hint::OnlineHintsAgreed;
use crate::app::game::rules_bridge::seed_from_clock;
use crate::app::states::AppSystems;
use crate::app::states::{Screen, Seat};
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{Action, AnyGame, GameOptions, Kingdomino, OriginalRules};
use kingdomino_core::table::{Place, Record};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<KingdomMatchRequest>();
    app.add_message::<KingdomIntent>();
    app.add_message::<KingdomActed>();
    app.add_message::<KingdomTakeBack>();
    app.add_message::<KingdomTakenBack>();
    app.add_message::<KingdomTold>();
    app.add_systems(
        Update,
        (
            (apply_intents, follow_the_server, take_back)
                .chain()
                .run_if(resource_exists::<KingdomMatch>),
            // Last, so what was intended for the match being left is never applied to the next.
            set_up_match,
        )
            .chain()
            .in_set(AppSystems::ApplyRules),
    );
}

/// Asks for a game of the original Kingdomino: who sits at each place, the options, the seed
/// (a fresh one without it), the actions already played in it (a game continued) and the lines
/// dealt otherwise than by the seed (an online game's, empty for the seed's).
#[derive(Message, Clone, Debug)]
pub struct KingdomMatchRequest {
    pub seats: Vec<Seat>,
    pub options: GameOptions,
    pub seed: Option<u64>,
    pub played: Vec<Action>,
    pub deals: Vec<Vec<u8>>,
    /// A game of an online room, with its players' names: the server decides every action.
    pub online: Option<Vec<Phrase>>,
}

/// An action the server of an online room applied, and the line it dealt after it.
#[derive(Message, Clone, Debug)]
pub struct KingdomTold {
    pub action: Action,
    pub dealt: Option<Vec<u8>>,
}

/// What the player at `player`'s place wants to do.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomIntent {
    pub player: Place,
    pub action: Action,
}

/// An action the engine applied.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomActed {
    pub player: Place,
    pub action: Action,
}

/// A person asks to take back the domino they last added: allowed until their next action.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomTakeBack {
    pub player: Place,
}

/// A domino was taken back: the person holds it again where they had put it.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomTakenBack {
    pub player: Place,
    pub action: Action,
}

/// The game of the original Kingdomino being played: the engine's game is the only truth.
#[derive(Resource)]
pub struct KingdomMatch {
    pub rules: Arc<OriginalRules>,
    game: AnyGame,
    pub seats: Vec<Seat>,
    record: Record<Kingdomino>,
    before_last_place: Option<BeforePlace>,
    /// The players' names an online room's server gave; `Some` while the server decides.
    pub online_names: Option<Vec<Phrase>>,
}

/// The game as it was before a person added a domino, kept until their next action.
struct BeforePlace {
    player: Place,
    game: AnyGame,
    action: Action,
}

impl KingdomMatch {
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    pub fn record(&self) -> &Record<Kingdomino> {
        &self.record
    }

    pub fn seed(&self) -> u64 {
        self.record.seed
    }

    /// Each player's name, by place: the one an online room's server gave, else "Player N".
    pub fn names(&self) -> Vec<Phrase> {
        (0..self.seats.len())
            .map(|place| {
                let named = self
                    .online_names
                    .as_ref()
                    .and_then(|names| names.get(place));
                named.cloned().unwrap_or_else(|| player_name(place))
            })
            .collect()
    }

    /// Whether the Expert's hint is offered: always here, online when every player of the
    /// room allowed hints.
    pub fn hints_offered(&self, online: OnlineHintsAgreed) -> bool {
        !self.is_online() || online.0
    }

    /// Whether an online room's server decides the actions (those intended here go to it).
    pub fn is_online(&self) -> bool {
        self.online_names.is_some()
    }

    /// The player to act, when a person at this screen plays their place.
    pub fn person_to_act(&self) -> Option<Place> {
        self.game
            .player_to_act()
            .filter(|player| self.is_person(*player))
    }

    fn is_person(&self, player: Place) -> bool {
        self.seats.get(player.index()) == Some(&Seat::Human)
    }

    /// The person who may take back the domino they just added: they act next, and have not
    /// acted since.
    pub fn who_may_take_back(&self) -> Option<Place> {
        let before = self
            .before_last_place
            .as_ref()
            .filter(|_| !self.is_online())?;
        (self.game.player_to_act() == Some(before.player)).then_some(before.player)
    }
}

/// The last request of the frame is the match shown.
pub(super) fn set_up_match(
    mut commands: Commands,
    mut requests: MessageReader<KingdomMatchRequest>,
    rules: Res<ActiveOriginalRules>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(request) = requests.read().last() else {
        return;
    };
    let rules = rules.0.clone();
    let seed = request.seed.unwrap_or_else(seed_from_clock);
    let mut record = Record::<Kingdomino>::new(&rules, request.options, seed);
    record.deals = request.deals.clone();
    // The record's errors say what is wrong: no set-up for these players, a line dealt wrong.
    let mut game = match record.start(&rules) {
        Ok(game) => game,
        Err(error) => {
            warn!("the original game is not started: {error}");
            return;
        }
    };
    for &action in &request.played {
        if let Err(error) = record.follow(&rules, &mut game, action) {
            warn!("the game to continue stops at {action:?}: {error}");
            break;
        }
    }
    commands.insert_resource(KingdomMatch {
        record,
        rules,
        game,
        seats: request.seats.clone(),
        before_last_place: None,
        online_names: request.online.clone(),
    });
    next_screen.set(Screen::Kingdoms);
}

/// Each intended action of the player to act goes to the engine; those it applies are recorded
/// and told back, the others are dropped with a warning. A person's place keeps the game as it
/// was, for taking it back; any other action forgets it.
fn apply_intents(
    mut intents: MessageReader<KingdomIntent>,
    mut game: ResMut<KingdomMatch>,
    mut acted: MessageWriter<KingdomActed>,
) {
    for intent in intents.read() {
        // Online, the server decides: the intent went to it.
        if game.game.player_to_act() != Some(intent.player) || game.is_online() {
            continue;
        }
        let before = (matches!(intent.action, Action::Place { .. })
            && game.is_person(intent.player))
        .then(|| BeforePlace {
            player: intent.player,
            game: game.game.clone(),
            action: intent.action,
        });
        match game.game.apply(intent.action) {
            Ok(()) => {
                game.before_last_place = before;
                game.record.actions.push(intent.action);
                acted.write(KingdomActed {
                    player: intent.player,
                    action: intent.action,
                });
            }
            Err(error) => warn!("{:?} refused: {error}", intent.action),
        }
    }
}

/// The server's actions, in its order: each is applied with the line it dealt; one this
/// engine refuses is dropped with a warning (the online session then asks for the game again).
fn follow_the_server(
    mut told: MessageReader<KingdomTold>,
    mut game: ResMut<KingdomMatch>,
    mut acted: MessageWriter<KingdomActed>,
) {
    for KingdomTold { action, dealt } in told.read() {
        let KingdomMatch {
            rules,
            game,
            record,
            ..
        } = &mut *game;
        let Some(player) = game.player_to_act() else {
            warn!("the server's {action:?} after the game's end");
            continue;
        };
        let followed = record
            .follow(rules, game, *action)
            .and_then(|()| match dealt {
                Some(line) => record.deal(rules, game, line.clone()),
                None => Ok(()),
            });
        match followed {
            Ok(()) => {
                acted.write(KingdomActed {
                    player,
                    action: *action,
                });
            }
            Err(error) => warn!("the server's {action:?} is refused here: {error}"),
        }
    }
}

/// Puts the game back as it was before the asking person's last domino, when they still may.
fn take_back(
    mut requests: MessageReader<KingdomTakeBack>,
    mut game: ResMut<KingdomMatch>,
    mut taken_back: MessageWriter<KingdomTakenBack>,
) {
    for &KingdomTakeBack { player } in requests.read() {
        if game.who_may_take_back() != Some(player) {
            continue;
        }
        let Some(before) = game.before_last_place.take() else {
            continue;
        };
        game.game = before.game;
        game.record.actions.pop();
        taken_back.write(KingdomTakenBack {
            player,
            action: before.action,
        });
    }
}
