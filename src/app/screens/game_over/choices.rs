//! What the game over offers once its count is told: to play again (the same chance or new),
//! a series' next game, what a game played elsewhere offers instead (an online room's
//! rematch), the replay's controls, or the title.

use bevy::prelude::*;

use super::GameOverScreen;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, Focus, Go, Intent, OfferChoices, ReplayControl,
};
use crate::app::states::{Count, Seat};
use crate::app::table::{Match, MatchRequest, TableApp};
use kingdomino_core::localization::Phrase;

/// The choice a game played elsewhere offers in place of playing again here: an online room's
/// rematch (`online::rematch` gives it).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct InPlaceOfPlayingAgain(pub Option<Choice>);

/// The game over's choices are offered: what gives a choice to them comes before.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameOverChoices;

pub(super) fn offer_choices<G: GameOverScreen>(
    count: Option<Res<State<Count>>>,
    game: Res<Match<G>>,
    elsewhere: Res<InPlaceOfPlayingAgain>,
    mut choices: ResMut<Choices>,
) {
    let told = count.is_some_and(|count| *count.get() == Count::Told);
    let title = Choice::button(Intent::Go(Go::ToTitle), Phrase::new("game-over-title"));
    let list = if !told {
        vec![Choice::button(
            Intent::SkipCount,
            Phrase::new("game-over-skip-count"),
        )]
    } else if game.watched {
        vec![
            Choice::button(
                Intent::Replay(ReplayControl::StepBack),
                Phrase::new("replay-step-back"),
            ),
            Choice::button(
                Intent::Replay(ReplayControl::FromStart),
                Phrase::new("game-over-watch-again"),
            ),
            Choice::button(
                Intent::Go(Go::ShowReplays),
                Phrase::new("game-over-replays"),
            ),
            title,
        ]
    } else if game.seats.iter().all(|&seat| seat == Seat::Remote) {
        // An online game watched: nothing to play here.
        vec![title]
    } else if let Some(instead) = &elsewhere.0 {
        vec![instead.clone(), title]
    } else if let Some(said) = next_in_series_words(&game, false) {
        vec![Choice::button(Intent::Go(Go::NextInSeries), said), title]
    } else {
        vec![
            Choice::button(
                Intent::Go(Go::PlayAgain { same_deal: false }),
                Phrase::new("game-over-play-again"),
            ),
            Choice::button(
                Intent::Go(Go::PlayAgain { same_deal: true }),
                Phrase::new(G::SAME_DEAL),
            ),
            title,
        ]
    };
    choices.offer_focused(list, None, Focus::Choice(0));
}

/// The choice of a series' next game, when one is to come: "Next game of the Dynasty (2 of
/// 3)", or while the others are waited for, that they are.
pub fn next_in_series_words<G: TableApp>(game: &Match<G>, waiting: bool) -> Option<Phrase> {
    let next = game.record().next_in_series(game.state())?;
    let id = if waiting {
        "game-over-next-game-waiting"
    } else {
        "game-over-next-game"
    };
    Some(
        Phrase::new(id)
            .with("game", next.game_in_series())
            .with("games", next.series_length()),
    )
}

/// Play again: the same seats and options, new chance or the same; or a series' next game.
pub(super) fn play_again<G: TableApp>(
    mut made: MessageReader<ChoiceMade>,
    game: Res<Match<G>>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    for ChoiceMade(intent) in made.read() {
        match *intent {
            Intent::Go(Go::PlayAgain { same_deal }) => {
                requests.write(MatchRequest::New {
                    seats: game.seats.clone(),
                    options: game.record().options,
                    // A series is dealt again from its first game.
                    seed: same_deal.then(|| game.record().series_seed()),
                });
            }
            Intent::Go(Go::NextInSeries) => {
                let next = game.record().next_in_series(game.state());
                requests.write_batch(next.map(|record| MatchRequest::Resume {
                    record,
                    seats: game.seats.clone(),
                    names: game.names.clone(),
                    watched: false,
                }));
            }
            _ => {}
        }
    }
}
