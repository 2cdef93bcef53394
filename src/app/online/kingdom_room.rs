//! A room of the original Kingdomino at this table: the server's game taken up (this machine's
//! seat played here, every other seat by the server's word), each action it applied followed
//! with the line it dealt, this seat's intents sent to it once each, and the lines checked
//! against its secret at the end.

use bevy::prelude::*;

use super::link::Link;
use super::session::{KingdomHeard, OnlineSession, OnlineStatus, ServerPromise};
use crate::app::kingdom::{KingdomIntent, KingdomMatch, KingdomMatchRequest, KingdomTold};
use crate::app::platform::console;
use crate::app::states::AppSystems;
use crate::app::states::Seat;
use kingdomino_core::games::ForGame;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::online::{ClientMessage, Commitment, PublicGame, RollSecret, RoomAction};
use kingdomino_core::original::Kingdomino;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<KingdomHeard>();
    app.init_resource::<KingdomSent>();
    app.add_systems(
        Update,
        (
            follow_kingdom.in_set(AppSystems::Decide),
            send_kingdom_intents
                .run_if(resource_exists::<KingdomMatch>)
                .in_set(AppSystems::Save),
        )
            .distributive_run_if(resource_exists::<OnlineSession>),
    );
}

/// The last action this seat sent the server, by its place in the record: each is sent once,
/// and again only on a connection made anew (the server's game, shown again, tells what it has).
#[derive(Resource, Default)]
struct KingdomSent(Option<usize>);

fn follow_kingdom(
    mut heard: MessageReader<KingdomHeard>,
    mut session: ResMut<OnlineSession>,
    game: Option<Res<KingdomMatch>>,
    mut sent: ResMut<KingdomSent>,
    mut requests: MessageWriter<KingdomMatchRequest>,
    mut told: MessageWriter<KingdomTold>,
) {
    for message in heard.read() {
        match message {
            KingdomHeard::Game(public) => {
                sent.0 = None;
                take_up(&mut session, game.as_deref(), public, &mut requests);
            }
            KingdomHeard::Applied {
                index,
                action,
                dealt,
            } => {
                let Some(game) = game.as_deref().filter(|game| game.is_online()) else {
                    session.fail("the server told an action before its game".into());
                    return;
                };
                let next = game.record().actions.len();
                match (*index as usize).cmp(&next) {
                    std::cmp::Ordering::Equal => {
                        told.write(KingdomTold {
                            action: *action,
                            dealt: dealt.clone(),
                        });
                    }
                    // Told already, with the game shown again.
                    std::cmp::Ordering::Less => {}
                    std::cmp::Ordering::Greater => {
                        session.connect_again("the server's actions came out of step");
                        return;
                    }
                }
            }
            KingdomHeard::Ended { secret } => {
                check_the_lines(&mut session, game.as_deref(), secret)
            }
        }
    }
}

/// The server's game: the table goes on with it unless it shows that very game already (a
/// connection made again); another promise than the room's first stops the game.
fn take_up(
    session: &mut OnlineSession,
    game: Option<&KingdomMatch>,
    public: &PublicGame,
    requests: &mut MessageWriter<KingdomMatchRequest>,
) {
    let ForGame::Kingdomino(record) = &public.record else {
        session.fail("the server plays a Duel in this room of the original game".into());
        return;
    };
    let promise = ServerPromise {
        commitment: public.commitment.clone(),
        seed: record.seed,
    };
    if let Err(why) = session.hold_to(promise) {
        session.fail(why);
        return;
    }
    let shown = game.is_some_and(|game| game.is_online() && game.record() == record);
    if shown {
        return;
    }
    let players = usize::from(record.options.players);
    let mut seats = vec![Seat::Remote; players];
    match session.room_seat() {
        Some(seat) if seat.index() < players => seats[seat.index()] = session.request().local,
        Some(seat) => {
            session.fail(format!(
                "the server gave seat {seat} of a game for {players}"
            ));
            return;
        }
        None if session.request().watches() => {}
        None => {
            session.fail("the server sent a game before a seat".into());
            return;
        }
    }
    requests.write(KingdomMatchRequest {
        seats,
        options: record.options,
        seed: Some(record.seed),
        played: record.actions.clone(),
        deals: record.deals.clone(),
        online: Some(names_at_the_table(public)),
    });
}

/// Each seat's name as the server gave it; the server's computer's seats by their level, in
/// this machine's language.
fn names_at_the_table(public: &PublicGame) -> Vec<Phrase> {
    let seats = Place::all(public.names.len());
    (seats.zip(&public.names))
        .map(|(seat, name)| {
            match public
                .computers
                .iter()
                .find(|computer| computer.seat == seat)
            {
                Some(computer) => Phrase::new("kingdom-online-computer")
                    .with("level", names::level(computer.level)),
                None => Phrase::Verbatim(name.clone()),
            }
        })
        .collect()
}

/// The revealed secret must be the one promised, and have dealt every line of the game.
fn check_the_lines(session: &mut OnlineSession, game: Option<&KingdomMatch>, secret: &str) {
    let commitment = session
        .promise()
        .map(|promise| Commitment(promise.commitment.clone()));
    let (Some(game), Some(commitment)) = (game, commitment) else {
        session.fail("the server ended a game it never showed".into());
        return;
    };
    let record = game.record();
    let explained = RollSecret::from_hex(secret).is_some_and(|secret| {
        secret.explains::<Kingdomino>(&game.rules, record.options, &commitment, &record.deals)
    });
    if explained {
        console::announce("kingdomino-duel: online lines checked against the server's promise");
        session.status = OnlineStatus::Over;
    } else {
        session.fail("the server's lines do not match the secret it promised at the start".into());
    }
}

/// This seat's intent goes to the server, once for its place in the record. An intent made
/// before the server's last action reached this table (a second click while the first was on
/// its way) is dropped when it no longer fits the game: sent, it would be refused.
fn send_kingdom_intents(
    mut intents: MessageReader<KingdomIntent>,
    game: Res<KingdomMatch>,
    session: Res<OnlineSession>,
    mut sent: ResMut<KingdomSent>,
    link: Option<NonSendMut<Link>>,
) {
    let Some(mut link) = link else {
        intents.clear();
        return;
    };
    let index = game.record().actions.len();
    for intent in intents.read() {
        let mine = session.room_seat() == Some(intent.player);
        let fresh = sent.0.is_none_or(|last| last < index);
        let fits = game.game().player_to_act() == Some(intent.player)
            && game.game().check(intent.action).is_ok();
        if !mine || !fresh || !fits || !game.is_online() || session.status != OnlineStatus::Playing
        {
            continue;
        }
        link.send(&ClientMessage::Act {
            index: index as u32,
            action: RoomAction::Kingdomino(intent.action),
        });
        sent.0 = Some(index);
    }
}
