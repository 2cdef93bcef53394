# Jak grać, po polsku: strony, które nowy gracz czyta po kolei. Każda strona ma tytuł
# (howto-NAZWA-heading) i tekst (howto-NAZWA); obrazek pod tekstem gra rysuje z własnych
# przykładów.

menu-how-to-play = Jak grać
howto-page = Jak grać · { $number } z { $count }
howto-hint = ← → wybór · Enter lub A: naciśnij · ↑ ↓ lub kółko: przewijanie · Esc lub B: wróć
howto-touch-hint = Przesuń stronę palcem, by ją przewinąć · Poprzednia i Następna ją zmieniają · Wróć wraca
howto-previous = ‹ Poprzednia
howto-next = Następna ›

## Podpisy obrazków

howto-caption-coats = Herby
howto-caption-die = Kostka { $number }
howto-caption-roll = Rzut
howto-caption-dice-of = Kostki gracza { $role }
howto-caption-map-of = Mapa gracza { $role }
howto-caption-before = Przed
howto-caption-after = Po
howto-caption-allowed = Dozwolone
howto-caption-refused = Odrzucone
howto-taken = { $role } · { $order }
howto-refusal = Odrzucone: { $reason }
howto-largest-domain = Największa posiadłość: { $squares ->
    [one] { $squares } pole
    [few] { $squares } pola
   *[other] { $squares } pól
}
howto-wins = Wygrywa gracz { $role }.
howto-wins-by-tie-break = Ta sama suma: wygrywa gracz { $role } dzięki większej posiadłości.
howto-draw = Ta sama suma i ta sama największa posiadłość: remis.

## Strony

howto-turn-heading = Runda w czterech krokach
howto-turn =
    Każdy gracz buduje królestwo na własnej mapie, wokół zamku na środkowym polu. Na koniec wygrywa ten, kto ma więcej punktów. Obaj gracze dzielą się czterema kostkami, a każda runda przebiega tak samo:
    1. Rzut: gracz A rzuca czterema kostkami.
    2. Podział: każdy gracz dostaje dwie kostki.
    3. Rysowanie: każdy rysuje swoje dwie kostki na mapie jako domino z dwóch pól: herb każdej kostki, a jej krzyżyki na tym samym polu.
    4. Księga zaklęć: herby narysowane bez krzyżyka wypełniają twoje linie w księdze zaklęć.
    Potem role się zamieniają: B z tej rundy jest A w następnej.
    Każda kostka to więc wybór: kostka z krzyżykami daje punkty na mapie, a kostka bez krzyżyków przybliża cię do mocy z księgi zaklęć. Poniżej: herby z nazwami, a potem cztery kostki ze wszystkimi ściankami; znak zapytania to joker.

howto-draft-heading = Podział kostek
howto-draft =
    Najpierw gracz A wybiera jedną kostkę. Potem gracz B bierze dwie z trzech pozostałych, a A zatrzymuje ostatnią.
    Pod każdą kostką widać, kto ją wziął i w jakiej kolejności. Twoje dwie kostki to twoje domino w tej rundzie.

howto-connecting-heading = Gdzie wolno rysować domino
howto-connecting =
    Twoje dwie kostki zajmują dwa puste pola obok siebie. Przynajmniej jedno z nich musi stykać się z twoim zamkiem albo z polem tego samego herbu narysowanym we wcześniejszej rundzie. Styk samym rogiem się nie liczy.
    Jeśli domino gdzieś pasuje, musisz je narysować. Jeśli nie pasuje nigdzie, w tej rundzie nic nie rysujesz. Zachowana moc nigdy nie jest używana za ciebie: jeśli domino pasuje tylko dzięki niej, możesz jej użyć albo spasować i nic nie rysować.
    W dozwolonym rysunku pas dołącza do pasa. W odrzuconym tylko róg dotyka zamku, a gra mówi, dlaczego odmawia.

howto-scoring-heading = Posiadłości i krzyżyki
howto-scoring =
    Pola jednego herbu stykające się bokami tworzą posiadłość; samotne pole też jest posiadłością.
    Na koniec każda posiadłość jest warta tyle, ile ma pól, razy liczba jej krzyżyków. Posiadłość bez krzyżyka nie daje nic, choćby była ogromna. Gra liczy tę mapę poniżej.

howto-spellbook-heading = Wyścig w księdze zaklęć
howto-spellbook =
    Każdy herb ma w księdze zaklęć swoją linię, z jednym rzędem dla każdego gracza. Linie mają różną długość, od trzech do pięciu pól, a każda prowadzi do własnej mocy: przedstawiają je kolejne strony. Każda kostka narysowana bez krzyżyka wypełnia jedno pole w linii swojego herbu; joker nie wypełnia niczego.
    Kto pierwszy ukończy linię, zdobywa moc jej czarodzieja, a rząd przeciwnika w tej linii zostaje przekreślony. Jeśli obaj gracze ukończą tę samą linię w tej samej rundzie, moc dostaje gracz A, bo to on wypełnia pierwszy. Tutaj A wypełnia ostatnie pole pasów i zdobywa moc.

howto-power-ignore-connection-heading = Moc linii { coat-d }: rysuj bez łączenia
howto-power-ignore-connection =
    Tę moc daje pięć pól linii { coat-d }. Raz w grze twoje domino może trafić na dowolne dwa sąsiednie puste pola: nie muszą one stykać się ani z zamkiem, ani z żadnym herbem.
    Przy stole włącz „{ switch-ignore-connection }”, zanim je położysz. Gra zużywa moc tylko tam, gdzie domino bez niej by się nie zmieściło.

howto-power-separate-dice-heading = Moc linii { coat-s }: rozdziel swoje dwie kostki
howto-power-separate-dice =
    Tę moc daje pięć pól linii { coat-s }. Raz w grze twoje dwie kostki mogą trafić na dwa pola z dala od siebie. Każda z nich i tak musi stykać się z zamkiem albo z własnym herbem, a druga może stykać się z pierwszą.
    Przy stole włącz „{ switch-separate-dice }”, a potem połóż jedną kostkę i drugą.

howto-power-take-two-dice-heading = Moc linii { coat-dd }: dwie kostki naraz
howto-power-take-two-dice =
    Tę moc dają cztery pola linii { coat-dd }. Raz w grze, w rundzie, w której jesteś graczem A, możesz wziąć dwie kostki przy pierwszym wyborze. Przeciwnik dostaje dwie pozostałe.
    Przy stole włącz „{ switch-take-two-dice }” i wybierz obie kostki.

howto-power-turn-die-heading = Moc linii { coat-ss }: obróć kostkę
howto-power-turn-die =
    Tę moc dają cztery pola linii { coat-ss }. Raz w grze, przed rysowaniem, możesz obrócić jedną ze swoich kostek na dowolną inną ściankę tej samej kostki.
    Tutaj podwójna kropka zmienia się w ćwiartki z dwoma krzyżykami.

howto-power-domain-bonus-heading = Moc linii { coat-b }: trzy punkty za posiadłość
howto-power-domain-bonus =
    Tę moc dają trzy pola linii { coat-b }. Gdy tylko ją zdobędziesz, wybierasz herb. Na koniec każda posiadłość tego herbu na twojej mapie daje 3 punkty więcej, z krzyżykami czy bez.
    Tutaj A wybiera pasy i liczą się obie jego posiadłości pasów.

howto-power-extra-cross-heading = Moc linii { coat-q }: jeden krzyżyk więcej
howto-power-extra-cross =
    Tę moc dają trzy pola linii { coat-q }. Gdy tylko ją zdobędziesz, dodajesz krzyżyk na dowolnym narysowanym już polu swojej mapy. Krzyżyk na dużej posiadłości, która nie miała żadnego, ożywia całą posiadłość.

howto-castle-bonus-heading = Bonus zamkowy
howto-castle-bonus =
    Raz w grze, przed rysowaniem, możesz dodać krzyżyk do jednej ze swoich dwóch kostek, nawet do jokera. Bonus jest proponowany tylko w rundzie, w której twoje domino da się narysować.
    Kostka z tym krzyżykiem nie wypełnia w tej rundzie żadnego pola księgi zaklęć. Tutaj tylko jedna z dwóch kropek wypełnia linię kropek.

howto-end-heading = Koniec gry
howto-end =
    Gra kończy się po rundzie, w której zapełniła się któraś mapa albo nikt nie narysował domina. Kończy się też od razu, gdy na żadnej mapie nie ma już miejsca na domino, cokolwiek wypadnie na kostkach.
    Wygrywa wyższa suma. Przy równej sumie wygrywa ten, czyja największa posiadłość ma więcej pól; jeśli i to jest równe, jest remis.

howto-decisions-heading = Co rozstrzyga ta gra
howto-decisions =
    • Gracz A w pierwszej rundzie jest losowany.
    • Joker przyjmuje herb wybrany przy rysowaniu, o ile z tym herbem rysunek pozostaje dozwolony. Narysowany z mocą „{ power-ignore-connection }” może przyjąć dowolny herb. Nie ma krzyżyka, chyba że da mu go bonus zamkowy.
    • Użycie mocy zawsze zależy od ciebie: jeśli domino pasuje tylko dzięki zachowanej mocy, możesz spasować i nic nie rysować.
    • W rundzie, w której nic nie rysujesz, twoja księga zaklęć nic nie zyskuje: wypełniają ją tylko kostki narysowane na mapie.
    • Gra kończy się po rundzie, w której żaden gracz nic nie narysował, nawet jeśli któryś mógłby to zrobić dzięki mocy.

## Strony oryginalnego Kingdomino (otwierane z jego przygotowania albo z zatrzymanego stołu).
howto-caption-line = Rząd dokładany teraz
howto-caption-kingdom = Królestwo zwycięzcy
howto-caption-count = Jego punkty
howto-original-domain = { CAPITAL($terrain) }: { $squares } × { $crowns } = { $points }
howto-original-total = Razem punktów: { $points }
howto-original-lines-heading = Rzędy domina i królowie
howto-original-lines =
    Dwóch graczy używa 24 z 48 domin, trzech – 36, czterech – wszystkich. Każdy gracz ma jednego króla, a przy dwóch graczach dwóch, i w rzędzie leży po jednym dominie na każdego króla. W każdej rundzie odkrywa się nowy rząd domin, ułożony według numerów z rewersu, od najniższego: wyższe numery częściej mają korony.
    W pierwszej rundzie królowie wybierają z pierwszego rzędu w losowej kolejności. Potem królowie działają w kolejności rzędu, w którym stoją, od najniższego numeru: król na dominie w ramce działa pierwszy; jego gracz dokłada to domino do swojego królestwa, a potem przestawia króla na wolne domino następnego rzędu. Bogate domino teraz oznacza późniejszy ruch w następnej rundzie. W ostatniej rundzie nie ma następnego rzędu: gracze tylko dokładają swoje domina.
howto-original-placing-heading = Gdzie może trafić domino
howto-original-placing =
    Domino musi dotykać twojego zamku albo pola tego samego terenu przynajmniej jednym ze swoich dwóch pól; pola stykają się bokiem, nigdy samym rogiem. Można je obracać dowolnie. Królestwo nigdy nie może mieć więcej niż 5 pól szerokości ani wysokości (7 w Wielkim pojedynku); zamek nie musi zostać pośrodku.
    Domino, które gdzieś pasuje, trzeba dołożyć, nawet tam, gdzie wolałbyś go nie mieć; odpada tylko takie, które nigdzie nie pasuje, i nie daje punktów. Trzymane nad królestwem domino ma zieloną ramkę tam, gdzie pasuje, a czerwoną tam, gdzie nie, a komunikat mówi dlaczego.
howto-original-scoring-heading = Obszary i korony
howto-original-scoring =
    Obszar to grupa stykających się pól jednego terenu. Daje liczbę swoich pól razy liczbę koron na nich, więc obszar bez korony nie daje nic. Zamek nie należy do żadnego obszaru.
howto-original-end-heading = Koniec, premie, Wielki pojedynek i Dynastia
howto-original-end =
    Gra kończy się po dołożeniu ostatniego rzędu: po 12 rundach przy trzech lub czterech graczach i w Wielkim pojedynku, po 6 przy dwóch. Wygrywa najwyższy wynik; przy remisie decyduje największy obszar, potem liczba koron, a jeśli i to równe, gracze dzielą się zwycięstwem.
    Przed grą można włączyć dwie premie: Państwo Środka daje 10 punktów, gdy zamek stoi pośrodku prostokąta zajętego przez królestwo, bez względu na jego rozmiar; Harmonia daje 5 punktów, gdy królestwo jest pełne i żadne domino nie odpadło. Dwóch graczy może zagrać w Wielki pojedynek: wszystkie 48 domin, po dwóch królów, królestwa 7 na 7. Dynastia to trzy gry z rzędu z tymi samymi graczami: ich punkty się sumuje, wygrywa najwyższa suma, a przy równych sumach ten, kto wygrał więcej gier.
