//! The server's game at this machine's table, of either game: taken up (a record that only
//! ever grows, chance always dealt by the server), each action it applied followed with what it
//! dealt, and its secret checked at the end (`promise`).

use bevy::prelude::*;

use super::promise::{check_what_was_dealt, hold_to_promise};
use super::{GameNews, OnlineSession, ServerMessages};
use crate::app::files::rule_set::ActiveRules;
use crate::app::online::PlayedOnline;
use crate::app::states::{AppSystems, Seat};
use crate::app::table::{DealGiven, Intended, Match, MatchRequest};
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::online::{Played, PublicGame};
use kingdomino_core::table::{Place, Record};

pub(in crate::app::online) fn plugin<G: PlayedOnline>(app: &mut App) {
    app.add_systems(
        Update,
        follow_news::<G>
            .after(ServerMessages)
            .run_if(resource_exists::<OnlineSession>)
            .in_set(AppSystems::Decide),
    );
}

/// Follows the news of the room's game when it is game `G`'s: the game taken up, an action
/// applied (another seat's played here, this seat's confirmed), the secret revealed.
fn follow_news<G: PlayedOnline>(
    mut news: MessageReader<GameNews>,
    mut session: ResMut<OnlineSession>,
    game: Option<Res<Match<G>>>,
    rules: Res<ActiveRules<G>>,
    mut requests: MessageWriter<MatchRequest<G>>,
    mut intended: MessageWriter<Intended<G>>,
    mut deals: MessageWriter<DealGiven<G>>,
) {
    if session.request.game.kind() != G::KIND {
        return;
    }
    let game = game.as_deref().filter(|game| game.is_online());
    for news in news.read() {
        match news {
            GameNews::Game(public) => {
                if let Err(why) = hold_to_promise(&mut session, public) {
                    session.fail(why);
                    return;
                }
                take_up(&mut session, game, &rules.0, public, &mut requests);
            }
            GameNews::Applied {
                index,
                seat,
                played,
            } => {
                let Some(played) = G::of_tagged(played) else {
                    session.fail(format!(
                        "the server told an action of {} in a room of {}",
                        played.kind(),
                        G::KIND
                    ));
                    return;
                };
                let Some(game) = game else {
                    session.fail("the server told an action before its game".into());
                    return;
                };
                // An action told again (a server shows the game whole before it) came with
                // its deal the first time.
                let told_before = (*index as usize) < session.confirmed;
                if !follow_applied(
                    &mut session,
                    game,
                    *index as usize,
                    *seat,
                    played,
                    &mut intended,
                ) {
                    return;
                }
                if let Some(deal) = played.dealt.clone().filter(|_| !told_before) {
                    deals.write(DealGiven { deal });
                }
            }
            GameNews::Ended { secret } => check_what_was_dealt(&mut session, game, secret),
        }
    }
}

/// An action the server applied: another seat's is played here, this seat's must be the one
/// played here (or the server made it in this seat's place, its time run out: its game is
/// taken again). Whether the game goes on.
fn follow_applied<G: PlayedOnline>(
    session: &mut OnlineSession,
    game: &Match<G>,
    index: usize,
    seat: Place,
    played: &Played<G>,
    intended: &mut MessageWriter<Intended<G>>,
) -> bool {
    let action = played.action;
    if index < session.sent {
        let played_here = game.record().actions.get(index);
        if played_here != Some(&action) && index >= session.confirmed {
            session.connect_again("the server made this seat's move in its place");
            return false;
        }
        if played_here != Some(&action) {
            session.fail(format!(
                "the server applied {action:?} as action {} where this game has {played_here:?}",
                index + 1,
            ));
            return false;
        }
    } else if index == session.sent && Some(seat) != session.room_seat() {
        intended.write(Intended { seat, action });
        session.sent += 1;
    } else {
        session.fail(format!(
            "the server told action {} out of step (this game has {})",
            index + 1,
            session.sent
        ));
        return false;
    }
    session.confirmed_up_to(index + 1);
    session.move_began = Some(web_time::Instant::now());
    true
}

/// The server's game: the table goes on with it, unless it already shows that game (a
/// reconnection) with at most this seat's own actions not yet sent. A game of this room that
/// does not carry on the one shown here stops the game.
fn take_up<G: PlayedOnline>(
    session: &mut OnlineSession,
    game: Option<&Match<G>>,
    rules: &G::Rules,
    public: &PublicGame,
    requests: &mut MessageWriter<MatchRequest<G>>,
) {
    let Some(server) = G::of_tagged(&public.record) else {
        session.fail(format!(
            "the server plays {} in this room of {}",
            public.record.kind(),
            G::KIND
        ));
        return;
    };
    // What the server confirmed of this table's game must stay; this seat's actions it never
    // confirmed may give way to a move it made in their place.
    let confirmed = session.confirmed;
    session.server_has(server.actions.len());
    let follows = game.map_or(Follows::CarriesOn, |game| {
        follows(game.record(), confirmed, server)
    });
    if follows == Follows::ShownAlready {
        session.playing_this_room = true;
        return;
    }
    if follows == Follows::Diverges && session.playing_this_room {
        let local = game.map_or(0, |game| game.record().actions.len());
        session.fail(format!(
            "the server's game ({} actions) does not carry on the one played here ({local} \
             actions): it changed what was played",
            server.actions.len()
        ));
        return;
    }
    let places = public.places();
    let mut seats = vec![Seat::Remote; places];
    match session.room_seat() {
        Some(seat) if seat.index() < places => seats[seat.index()] = session.request.local,
        Some(seat) => {
            session.fail(format!(
                "the server gave seat {seat} of a game for {places}"
            ));
            return;
        }
        None if session.request.watches() => {}
        None => {
            session.fail("the server sent a game before a seat".into());
            return;
        }
    }
    if let Err(error) = server.replay(rules) {
        session.fail(format!(
            "this game's rules refuse the server's game: {error}"
        ));
        return;
    }
    requests.write(MatchRequest::Resume {
        record: server.clone(),
        seats,
        names: Some(names_at_the_table(public)),
        watched: false,
    });
    session.playing_this_room = true;
}

/// Each seat's name as the server gave it; the server's computers' by their level, in this
/// machine's language.
fn names_at_the_table(public: &PublicGame) -> Vec<Phrase> {
    let seats = Place::all(public.names.len());
    (seats.zip(&public.names))
        .map(|(seat, name)| {
            match public
                .computers
                .iter()
                .find(|computer| computer.seat == seat)
            {
                Some(computer) => Phrase::new("original-online-computer")
                    .with("level", names::level(computer.level)),
                None => Phrase::Verbatim(name.clone()),
            }
        })
        .collect()
}

/// How the server's record stands to the one this table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Follows {
    /// The table shows it, with at most this seat's actions the server has not yet.
    ShownAlready,
    /// It carries on what the server confirmed of the table's game (this seat's unconfirmed
    /// actions may give way to moves the server made in their place).
    CarriesOn,
    /// It changes what the server had confirmed.
    Diverges,
}

fn follows<G: PlayedOnline>(local: &Record<G>, confirmed: usize, server: &Record<G>) -> Follows {
    if local.seed != server.seed {
        return Follows::Diverges;
    }
    if local.deals == server.deals && local.actions.starts_with(&server.actions) {
        return Follows::ShownAlready;
    }
    let settled = &local.actions[..confirmed.min(local.actions.len())];
    if server.actions.starts_with(settled) && server.deals.starts_with(&local.deals) {
        Follows::CarriesOn
    } else {
        Follows::Diverges
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kingdomino_core::duel::{Duel, NoOptions, RuleSet};

    #[test]
    fn the_server_s_game_must_carry_on_what_it_confirmed_and_only_that() {
        use kingdomino_core::duel::Action;
        let rules = RuleSet::builtin();
        let record = |actions: &[u8]| Record {
            actions: actions.iter().map(|&die| Action::TakeDie { die }).collect(),
            deals: vec![[0, 1, 2, 3]],
            ..Record::<Duel>::new(&rules, NoOptions, 7)
        };
        let local = record(&[0, 1, 2]);
        assert_eq!(follows(&local, 2, &record(&[0, 1])), Follows::ShownAlready);
        assert_eq!(
            follows(&local, 3, &record(&[0, 1, 2, 3])),
            Follows::CarriesOn
        );
        // Action 3 was this seat's and never confirmed: the server's move in its place stands.
        assert_eq!(follows(&local, 2, &record(&[0, 1, 3])), Follows::CarriesOn);
        assert_eq!(follows(&local, 3, &record(&[0, 1, 3])), Follows::Diverges);
        assert_eq!(follows(&local, 2, &record(&[1, 1, 2])), Follows::Diverges);
        let other_seed = Record {
            seed: 8,
            ..record(&[0, 1, 2])
        };
        assert_eq!(follows(&local, 0, &other_seed), Follows::Diverges);
    }
}
