//! The original game's only bridge to its engine and only writer of its match: a match is set
//! up when asked, intended actions are checked and applied by the engine, and each applied one
//! is told back. The game and its record are private to this file.

use std::sync::Arc;

use bevy::prelude::*;

use crate::app::AppSystems;
use crate::app::files::rule_set::ActiveOriginalRules;
use crate::app::game::rules_bridge::seed_from_clock;
use crate::app::states::{Screen, Seat};
use kingdomino_core::original::{
    Action, AnyGame, GameOptions, KingdomRecord, OriginalRules, PlayerNumber,
};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<KingdomMatchRequest>();
    app.add_message::<KingdomIntent>();
    app.add_message::<KingdomActed>();
    app.add_message::<KingdomTakeBack>();
    app.add_message::<KingdomTakenBack>();
    app.add_systems(
        Update,
        (
            (apply_intents, take_back)
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
/// (a fresh one without it), and the actions already played in it (a game continued).
#[derive(Message, Clone, Debug)]
pub struct KingdomMatchRequest {
    pub seats: Vec<Seat>,
    pub options: GameOptions,
    pub seed: Option<u64>,
    pub played: Vec<Action>,
}

/// What the player at `player`'s place wants to do.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomIntent {
    pub player: PlayerNumber,
    pub action: Action,
}

/// An action the engine applied.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomActed {
    pub player: PlayerNumber,
    pub action: Action,
}

/// A person asks to take back the domino they last added: allowed until their next action.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomTakeBack {
    pub player: PlayerNumber,
}

/// A domino was taken back: the person holds it again where they had put it.
#[derive(Message, Clone, Copy, Debug)]
pub struct KingdomTakenBack {
    pub player: PlayerNumber,
    pub action: Action,
}

/// The game of the original Kingdomino being played: the engine's game is the only truth.
#[derive(Resource)]
pub struct KingdomMatch {
    pub rules: Arc<OriginalRules>,
    game: AnyGame,
    pub seats: Vec<Seat>,
    record: KingdomRecord,
    before_last_place: Option<BeforePlace>,
}

/// The game as it was before a person added a domino, kept until their next action.
struct BeforePlace {
    player: PlayerNumber,
    game: AnyGame,
    action: Action,
}

impl KingdomMatch {
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    pub fn record(&self) -> &KingdomRecord {
        &self.record
    }

    pub fn seed(&self) -> u64 {
        self.record.seed
    }

    /// The player to act, when a person at this screen plays their place.
    pub fn person_to_act(&self) -> Option<PlayerNumber> {
        self.game
            .player_to_act()
            .filter(|player| self.is_person(*player))
    }

    fn is_person(&self, player: PlayerNumber) -> bool {
        self.seats.get(player.index()) == Some(&Seat::Human)
    }

    /// The person who may take back the domino they just added: they act next, and have not
    /// acted since.
    pub fn who_may_take_back(&self) -> Option<PlayerNumber> {
        let before = self.before_last_place.as_ref()?;
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
    let Some(mut game) = AnyGame::new(&rules, request.options, seed) else {
        warn!(
            "the original game has no set-up for {} players{}: not started",
            request.options.players,
            if request.options.mighty_duel {
                " in the Mighty Duel"
            } else {
                ""
            }
        );
        return;
    };
    let mut record = KingdomRecord::new(&rules, request.options, seed);
    for &action in &request.played {
        if let Err(error) = game.apply(action) {
            warn!("the game to continue stops at {action:?}, refused: {error}");
            break;
        }
        record.actions.push(action);
    }
    commands.insert_resource(KingdomMatch {
        record,
        rules,
        game,
        seats: request.seats.clone(),
        before_last_place: None,
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
        if game.game.player_to_act() != Some(intent.player) {
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
