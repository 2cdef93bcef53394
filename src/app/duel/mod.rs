//! The Duel at its table: its turn phases as states (rolling, drafting, map filling, the
//! spellbook), a person's choices in each, the ghost domino and the engine's verdict on it, the
//! hint, its saves and tips. The match itself is the table's (`app::table`).

mod choice;
mod drafting;
pub mod expert_hint;
mod fill_choices;
mod game_over;
mod ghost;
mod held_drawing;
mod map_filling;
mod online;
mod phase;
mod rolling;
mod shelf;
mod sounds;
mod spellbook;
mod start;
pub mod tips;
mod verdict;
pub mod view;

use bevy::prelude::*;

use super::game_room::GameRoom;

pub use choice::{DominoChoice, DuelChoice, power_switch};
pub use drafting::DraftMode;
pub use ghost::Placement;
pub use held_drawing::HeldDrawing;
pub use phase::DuelPhase;
pub use rolling::{ROLL_TIME, RollTimer};
pub use verdict::{GhostMark, GhostVerdict};

use super::choices::{ChoiceMade, Choices, OfferChoices};
use super::states::{AppSystems, GameId, Screen, Seat};
use super::table::{self, Intended, Match, PointChange, TableApp, WaitingChoices};
use kingdomino_core::duel::{Action, ActionError, Duel, GameState, RuleSet, SeatNumber, Step};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Place;

fn plugin(app: &mut App) {
    app.init_resource::<Prompt>();
    app.configure_sets(
        Update,
        GameplaySystems
            .in_set(AppSystems::Decide)
            .in_set(table::Playing)
            .run_if(resource_exists::<Match<Duel>>),
    );
    app.add_systems(Update, act_for_person.in_set(GameplaySystems));
    app.add_plugins((
        expert_hint::plugin,
        game_over::plugin,
        rolling::plugin,
        drafting::plugin,
        map_filling::plugin,
        spellbook::plugin,
        start::plugin,
        sounds::plugin,
        ghost::plugin,
        held_drawing::plugin,
        verdict::plugin,
        tips::plugin,
        view::plugin,
    ));
}

/// The Duel, to the screens.
pub const GAME: GameId = table::game_id::<Duel>();

/// The Duel's table.
pub const TABLE: Screen = table::screen::<Duel>();

/// The Duel's game over.
pub const GAME_OVER: Screen = table::game_over_screen::<Duel>();

impl GameRoom for Duel {
    fn room(app: &mut App) {
        plugin(app);
        crate::app::online::game_plugin::<Duel>(app);
    }
}

impl TableApp for Duel {
    type Phase = DuelPhase;

    const MOMENT_CONTROLS: [&'static str; 2] = ["replay-previous-turn", "replay-next-turn"];

    const CHANCE_WORDS: &'static str = "dice";
    const TAKEN_BACK: &'static str = "notice-taken-back";

    fn refusal_words(refusal: &ActionError) -> Phrase {
        names::refusal(refusal)
    }

    fn phase_name(phase: DuelPhase) -> &'static str {
        phase.log_name()
    }

    /// The dice tumble first, whatever the point: they settle on the turn's roll.
    fn opening_phase(_: &GameState) -> DuelPhase {
        DuelPhase::Rolling
    }

    fn decides_in(phase: DuelPhase, state: &GameState) -> bool {
        phase.decides(state.step())
    }

    /// Who plays (the computer's level, or two people), the turn and the score.
    fn kept_game_words(saved: &SavedGame<Duel>, state: &GameState, rules: &RuleSet) -> Phrase {
        let scores = state.scores(rules);
        let said = match saved.seats.as_slice() {
            [SavedSeat::Computer(level), _] | [_, SavedSeat::Computer(level)] => {
                Phrase::new("title-continue-computer").with("level", names::level(*level))
            }
            _ => Phrase::new("title-continue-two-players"),
        };
        said.with("turn", state.turn())
            .with("first", scores[0].total)
            .with("second", scores[1].total)
    }

    /// A person may take back the preparations of their domino (castle bonus, turned die, a
    /// drawing waiting for a joker's coat) until the drawing is final: the point is their fill
    /// as it began.
    fn take_back_change(
        _: Place,
        _: Action,
        after: &GameState,
        point: Option<(Place, &GameState)>,
    ) -> PointChange {
        match after.step() {
            Step::Fill { player } | Step::ChooseJokerCoat { player, .. } => {
                let filling = Place::from(player);
                let same_fill = point
                    .is_some_and(|(seat, state)| seat == filling && state.turn() == after.turn());
                if same_fill {
                    PointChange::Keep
                } else {
                    PointChange::After(filling)
                }
            }
            _ => PointChange::Clear,
        }
    }
}

/// The Duel's seats by their own numbers.
impl Match<Duel> {
    /// The seat of the person who must act now, if it is a person's turn.
    pub fn person_seat_to_act(&self) -> Option<SeatNumber> {
        self.person_to_act()
            .and_then(|place| SeatNumber::try_from(place).ok())
    }

    /// Who decides for each of the two seats.
    pub fn seat_pair(&self) -> [Seat; 2] {
        SeatNumber::BOTH.map(|seat| self.seat(seat))
    }

    /// Whether both seats are shown at full size (two people at one screen).
    pub fn is_hot_seat(&self) -> bool {
        self.seats.iter().all(|seat| *seat == Seat::Human)
    }
}

/// The systems that play the game: they stop while the game is paused.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameplaySystems;

/// The one line that always says what to do now.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Prompt(pub Phrase);

/// While the computer (or nobody) decides there is nothing to choose but what waits offers (a
/// replay's controls): the prompt says who is doing what (the message `doing`, about the seat to
/// act).
fn show_waiting(
    game: &Match<Duel>,
    waiting: &WaitingChoices,
    choices: &mut ResMut<Choices>,
    prompt: &mut ResMut<Prompt>,
    doing: &'static str,
) {
    choices.offer(waiting.0.clone(), None);
    let said = game
        .state()
        .to_act()
        .map_or(Phrase::Empty, |seat| game.about(doing, seat));
    prompt.set_if_neq(Prompt(said));
}

/// The person's choices that are engine actions go to the bridge for the person to act.
fn act_for_person(
    game: Res<Match<Duel>>,
    mut made: MessageReader<ChoiceMade>,
    mut intended: MessageWriter<Intended<Duel>>,
) {
    for ChoiceMade(intent) in made.read() {
        if let (Some(DuelChoice::Act(action)), Some(seat)) = (intent.own(), game.person_to_act()) {
            intended.write(Intended { seat, action });
        }
    }
}
