//! Rated quick matches: two known players paired by anyone are rated once their game ends, each
//! told what it changed; the store refuses to rate a game twice; a player waits only once;
//! one who plays unrated leaves the game unrated.

use super::*;
use crate::hub::boards::{BoardAsked, Boards};
use crate::ratings::RatedGame;
use kingdomino_core::ai::Level;
use kingdomino_core::games::GameKind;
use kingdomino_core::online::Identity;
use kingdomino_core::online::identity::PlayerId;
use kingdomino_core::online::ratings::{Leaderboard, RatingChange};

/// Two seekers paired and their game played to its end: each one's mailbox and seat.
fn played_to_the_end(
    hub: &mut Hub,
    first: Option<&Identity>,
    second: Option<&Identity>,
) -> [(Mailbox, SeatAt); 2] {
    let (ann_line, mut ann) = line();
    assert_eq!(hub.seek(1, HERE, ann_line, seek(first, "Ann")), Ok(None));
    let (bob_line, bob) = line();
    let bob_at = hub
        .seek(2, HERE, bob_line, seek(second, "Bob"))
        .unwrap()
        .unwrap();
    let ann_seat = drain(&mut ann)
        .0
        .iter()
        .find_map(|message| match message {
            ServerMessage::Welcome { seat, .. } => Some(*seat),
            _ => None,
        })
        .unwrap();
    let ann_at = SeatAt {
        room: bob_at.room.clone(),
        seat: ann_seat,
    };
    while !hub.rooms[&bob_at.room].room.is_over() {
        act_once(hub, [&ann_at, &bob_at]).unwrap();
    }
    [(ann, ann_at), (bob, bob_at)]
}

/// The boards of the hub's store, read on a connection of their own.
fn boards_of(store: &StoreAddress) -> Boards {
    Boards::new(RoomStore::open(store).unwrap())
}

/// A leaderboard as a client reads it, on the boards' own connection to the store.
fn read_board(
    store: &StoreAddress,
    game: GameKind,
    own: Option<PlayerId>,
    provisional: bool,
) -> Leaderboard {
    let asked = BoardAsked {
        game,
        own,
        provisional,
    };
    boards_of(store).leaderboard(asked).unwrap()
}

fn rating_changes(mailbox: &mut Mailbox) -> Vec<Vec<RatingChange>> {
    drain(mailbox)
        .0
        .into_iter()
        .filter_map(|message| match message {
            ServerMessage::Rated { changes } => Some(changes),
            _ => None,
        })
        .collect()
}

#[test]
fn a_quick_match_between_two_players_is_rated_once_and_both_are_told() {
    let (folder, store) = fresh_store("rated");
    let mut hub = hub(&store);
    let (ann, bob) = (
        Identity::fresh("Ann").unwrap(),
        Identity::fresh("Bob").unwrap(),
    );
    let [(mut ann_box, ann_at), (mut bob_box, _)] =
        played_to_the_end(&mut hub, Some(&ann), Some(&bob));
    let told = rating_changes(&mut ann_box);
    assert_eq!(told.len(), 1, "told once: {told:?}");
    assert_eq!(rating_changes(&mut bob_box), told, "both hear the same");
    let room = &hub.rooms[&ann_at.room].room;
    let winners = room.table().winners();
    for change in &told[0] {
        assert_eq!(change.before, 1500);
        assert!(change.provisional);
        if winners == [change.seat] {
            assert!(change.after > 1500, "{change:?}");
        } else {
            assert!(change.after < 1500, "{change:?}");
        }
    }
    assert_eq!(
        room.rating_changes(),
        told[0].as_slice(),
        "kept with the room"
    );
    // Seen ending again (another server, a retry): the store says it is rated already.
    let game = RatedGame::of(room, 0).unwrap();
    assert_eq!(hub.store.rate(&game), Ok(None));
    hub.rate_if_over(&ann_at.room);
    assert!(rating_changes(&mut ann_box).is_empty());
    // The store's answer came after the hub stopped waiting (a busy machine): asked again, it
    // says the game is rated, and what that changed is told all the same, once.
    let live = hub.rooms.get_mut(&ann_at.room).unwrap();
    live.room.set_rating_changes(Vec::new());
    hub.rate_if_over(&ann_at.room);
    assert_eq!(
        rating_changes(&mut ann_box),
        told,
        "told what the kept game changed"
    );
    hub.rate_if_over(&ann_at.room);
    assert!(rating_changes(&mut ann_box).is_empty());
    let board = read_board(&store, GameKind::Duel, Some(ann.id()), false);
    assert!(
        board.rows.is_empty(),
        "provisional players are not ranked: {board:?}"
    );
    let own = board.own.unwrap();
    assert_eq!((own.games, own.provisional, own.rank), (1, true, None));
    assert_eq!(format!("{}#{}", own.name, own.tag), ann.shown());
    let page = boards_of(&store)
        .player_page(&ann.shown().to_lowercase())
        .unwrap()
        .unwrap();
    assert_eq!(page.games.len(), 1);
    assert_eq!(page.games[0].seats.len(), 2);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_game_with_a_player_who_plays_unrated_is_not_rated() {
    let (folder, store) = fresh_store("unrated");
    let mut hub = hub(&store);
    let ann = Identity::fresh("Ann").unwrap();
    let [(mut ann_box, ann_at), _] = played_to_the_end(&mut hub, Some(&ann), None);
    assert!(rating_changes(&mut ann_box).is_empty());
    assert!(!hub.rooms[&ann_at.room].room.is_rated());
    let board = read_board(&store, GameKind::Duel, Some(ann.id()), false);
    assert_eq!(board.own, None);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_player_waits_once_and_a_name_with_its_tag_is_the_first_player_s() {
    let (folder, store) = fresh_store("one-wait");
    let mut hub = hub(&store);
    let ann = Identity::fresh("Ann").unwrap();
    let (first, _first) = line();
    assert_eq!(hub.seek(1, HERE, first, seek(Some(&ann), "Ann")), Ok(None));
    let (again, _again) = line();
    let refused = hub
        .seek(2, HERE, again, seek(Some(&ann), "Ann"))
        .unwrap_err();
    assert!(
        format!("{refused:?}").contains("already waits"),
        "{refused:?}"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// An identity of the days before signatures, whose old proof anyone on the path may have
/// kept: once its player signed here, that proof with another key is refused.
#[test]
fn an_identity_from_before_signatures_answers_to_the_key_it_first_signed_with() {
    let (folder, store) = fresh_store("bound-key");
    let mut hub = hub(&store);
    let ann = Identity::from_file_text(include_str!(
        "../../../../kingdomino-core/tests/kept/identity-before-signatures.json"
    ))
    .unwrap();
    let (ann_line, _ann_box) = line();
    assert_eq!(
        hub.seek(1, HERE, ann_line, seek(Some(&ann), "Ann")),
        Ok(None)
    );
    hub.stop_seeking(1);
    let mallory = Identity::fresh("Mal").unwrap();
    let mut posing = mallory.claim();
    posing.hashed = ann.claim().hashed;
    let signature = mallory.sign("test", "c0ffee");
    let as_ann = posing.check("test", "c0ffee", &signature).unwrap();
    assert_eq!(as_ann.id, ann.id(), "the old proof alone names Ann");
    let message = seek(None, "Ann").message;
    let posed = ProvenSeek {
        message,
        player: Some(as_ann),
    };
    let refused = hub.seek(2, HERE, line().0, posed).unwrap_err();
    assert!(
        format!("{refused:?}").contains("another key"),
        "{refused:?}"
    );
    let (again, _again) = line();
    assert_eq!(hub.seek(3, HERE, again, seek(Some(&ann), "Ann")), Ok(None));
    let _ = std::fs::remove_dir_all(&folder);
}

/// Each name claimed is kept for good: renames stop at the most one player may hold, and the
/// names held still play.
#[test]
fn a_player_who_renames_again_and_again_stops_at_the_most_names() {
    let (folder, store) = fresh_store("renames");
    let mut hub = hub(&store);
    let ann = Identity::fresh("Ann").unwrap();
    let mut seek_as = |connection: u64, name: String| {
        let renamed = ann.renamed(&name).unwrap();
        let sought = hub.seek(connection, HERE, line().0, seek(Some(&renamed), &name));
        hub.stop_seeking(connection);
        sought
    };
    for n in 0..crate::ratings::MOST_NAMES {
        assert_eq!(seek_as(n as u64, format!("Ann{n}")), Ok(None), "name {n}");
    }
    let refused = seek_as(99, "Annie".into()).unwrap_err();
    assert!(format!("{refused:?}").contains("names here"), "{refused:?}");
    assert_eq!(seek_as(100, "Ann3".into()), Ok(None));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn three_players_of_the_original_game_are_grouped_and_rated_together() {
    let (folder, store) = fresh_store("rated-three");
    let mut hub = hub(&store);
    let three = GameSetup::Original(super::original_rooms::original_options(3));
    let seek_three = |identity: &Identity| {
        let message = ClientMessage::Seek {
            version: PROTOCOL_VERSION,
            rules_id: OriginalRules::builtin().id().to_string(),
            name: identity.name().into(),
            allow_hints: false,
            allow_watchers: true,
            player: Some(identity.claim()),
            game: three,
        };
        super::proven_seek(Some(identity), message)
    };
    let players = ["Ann", "Bob", "Cat"].map(|name| Identity::fresh(name).unwrap());
    let (duel_line, _duel_box) = line();
    assert_eq!(
        hub.seek(
            9,
            HERE,
            duel_line,
            seek(Some(&Identity::fresh("Dan").unwrap()), "Dan")
        ),
        Ok(None)
    );
    let mut boxes = Vec::new();
    let mut seated = None;
    for (at, player) in players.iter().enumerate() {
        let (player_line, mailbox) = line();
        seated = hub
            .seek(at as u64 + 1, HERE, player_line, seek_three(player))
            .unwrap();
        boxes.push(mailbox);
        assert_eq!(
            seated.is_some(),
            at == 2,
            "the third of the original game's seekers seats all three"
        );
    }
    assert_eq!(hub.seekers.counts().0, 1, "the Duel's seeker still waits");
    let code = seated.unwrap().room;
    let seats: Vec<SeatAt> = hub.rooms[&code]
        .room
        .all_seats()
        .map(|seat| SeatAt {
            room: code.clone(),
            seat,
        })
        .collect();
    assert!(hub.rooms[&code].room.is_rated());
    let mut seed = 0;
    while !hub.rooms[&code].room.is_over() {
        let room = &hub.rooms[&code].room;
        let to_act = room.table().to_act().unwrap();
        let action = room.table().computer_decision(Level::Random, seed).unwrap();
        let index = room.table().actions_played() as u32;
        let at = seats.iter().find(|at| at.seat == to_act).unwrap().clone();
        let connection = connection_at(&hub, &at);
        let act = ClientMessage::Act { index, action };
        hub.act(&at.room, connection, act).unwrap();
        seed += 1;
    }
    let told: Vec<Vec<Vec<RatingChange>>> = boxes.iter_mut().map(rating_changes).collect();
    assert!(
        told.iter()
            .all(|heard| heard.len() == 1 && heard[0].len() == 3),
        "{told:?}"
    );
    let winners = hub.rooms[&code].room.table().winners();
    for change in &told[0][0] {
        if winners == [change.seat] {
            assert!(change.after > 1500, "the winner goes up: {change:?}");
        }
    }
    let board = read_board(&store, GameKind::Original, Some(players[0].id()), true);
    assert_eq!(board.rows.len(), 3, "{board:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_player_who_left_the_computer_to_finish_loses_and_a_game_nobody_stayed_for_is_not_rated() {
    let (folder, store) = fresh_store("abandoned");
    let mut hub = hub(&store);
    for gone in [vec![0], vec![0, 1]] {
        let (ann, bob) = (
            Identity::fresh("Ann").unwrap(),
            Identity::fresh("Bob").unwrap(),
        );
        let (ann_line, _ann_box) = line();
        assert_eq!(
            hub.seek(1, HERE, ann_line, seek(Some(&ann), "Ann")),
            Ok(None)
        );
        let (bob_line, mut bob_box) = line();
        let bob_at = hub
            .seek(2, HERE, bob_line, seek(Some(&bob), "Bob"))
            .unwrap()
            .unwrap();
        let code = bob_at.room.clone();
        let seats: Vec<SeatAt> = (hub.rooms[&code].room.all_seats())
            .map(|seat| SeatAt {
                room: code.clone(),
                seat,
            })
            .collect();
        // The computer plays the seats of those gone past the grace, to the end.
        for &seat in &gone {
            let live = hub.rooms.get_mut(&code).unwrap();
            assert!(live.room.stand_in(seats[seat].seat, true));
        }
        while !hub.rooms[&code].room.is_over() {
            act_once(&mut hub, [&seats[0], &seats[1]]).unwrap();
        }
        let told = rating_changes(&mut bob_box);
        if gone.len() == 2 {
            assert!(told.is_empty(), "nobody stayed: not rated, {told:?}");
            assert_eq!(hub.rooms[&code].room.finishes(), None);
            continue;
        }
        let left = told[0]
            .iter()
            .find(|change| change.seat == seats[0].seat)
            .unwrap();
        assert!(
            left.after < 1500,
            "leaving is losing, whatever the score: {left:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}
