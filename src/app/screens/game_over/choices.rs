//! What the game over offers once its count is told: to play again (the same chance or new),
//! a series' next game, an online room's rematch, the replay's controls, or the title.

use bevy::prelude::*;

use super::GameOverScreen;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, Focus, Go, Intent, Look, OfferChoices, ReplayControl,
};
use crate::app::online::{OnlineSession, Rematch};
use crate::app::states::{Count, Seat};
use crate::app::table::{Match, MatchRequest, TableApp};
use kingdomino_core::localization::Phrase;

pub(super) fn offer_choices<G: GameOverScreen>(
    count: Option<Res<State<Count>>>,
    game: Res<Match<G>>,
    session: Option<Res<OnlineSession>>,
    rematch: Res<Rematch>,
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
    } else if session.is_some_and(|session| session.room_seat().is_some()) {
        vec![rematch_choice(&game, *rematch), title]
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
fn next_in_series_words<G: TableApp>(game: &Match<G>, waiting: bool) -> Option<Phrase> {
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

/// An online game: the same players again, if they want it too (named when there is one); in
/// a series, its next game.
fn rematch_choice<G: TableApp>(game: &Match<G>, rematch: Rematch) -> Choice {
    let others = game.seats.len() - 1;
    let opponent = game
        .remote_place()
        .filter(|_| others == 1)
        .map(|place| game.seat_name(place));
    let said = next_in_series_words(game, rematch.mine).unwrap_or_else(|| {
        match (opponent, rematch.mine, rematch.theirs) {
            (None, true, _) => Phrase::new("game-over-rematch-everyone-waiting"),
            (None, false, _) => Phrase::new("game-over-rematch-everyone"),
            (Some(name), true, _) => Phrase::new("game-over-rematch-waiting").with("name", name),
            (Some(name), false, true) => Phrase::new("game-over-rematch-accept").with("name", name),
            (Some(name), false, false) => Phrase::new("game-over-rematch").with("name", name),
        }
    });
    Choice {
        intent: Intent::Go(Go::Rematch),
        label: said,
        look: if rematch.mine {
            Look::Disabled
        } else {
            Look::Button
        },
    }
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
