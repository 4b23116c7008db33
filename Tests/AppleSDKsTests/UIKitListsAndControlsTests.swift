#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import StandInUIKit
import StandInWebKit
import SwiftUI
import Testing

// UIKit screens wrapped for SwiftUI, as apps migrating from UIKit write them: a table of contacts,
// a photo grid on a compositional layout fed by a diffable data source, list cells with
// accessories, a zoomable image, a configured button, a calendar with decorations and a browser.

private struct Contact: Hashable, Sendable {
    let name: String
    let phone: String
}

private final class ContactCell: UITableViewCell, @unchecked Sendable {
    static let reuseIdentifier = "ContactCell"
    let favoriteBadge = UIImageView(image: UIImage(systemName: "star.fill"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(favoriteBadge)
        selectionStyle = .gray
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        favoriteBadge.isHidden = true
    }

    func configure(with contact: Contact) {
        var content = defaultContentConfiguration()
        content.text = contact.name
        content.secondaryText = contact.phone
        content.image = UIImage(systemName: "person.crop.circle")
        content.secondaryTextProperties.color = .secondaryLabel
        content.textProperties.numberOfLines = 1
        contentConfiguration = content
        accessoryType = .disclosureIndicator
    }
}

private final class ContactsViewController: UITableViewController, @unchecked Sendable {
    var contacts = [Contact(name: "Ada", phone: "555-0101"), Contact(name: "Grace", phone: "555-0102"),
                    Contact(name: "Linus", phone: "555-0103")]
    var opened: Contact?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.separatorStyle = .singleLine
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.tableFooterView = UIView()
        refreshControl = UIRefreshControl()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as? ContactCell else {
            return UITableViewCell()
        }
        cell.configure(with: contacts[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Favorites" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened = contacts[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

private struct ContactsList: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ContactsViewController { ContactsViewController(style: .insetGrouped) }
    func updateUIViewController(_ uiViewController: ContactsViewController, context: Context) {}
}

private enum GridSection: Hashable, Sendable { case recent, favorites }

private struct Photo: Hashable, Sendable {
    let id: Int
    let name: String
}

private final class PhotoCell: UICollectionViewCell, @unchecked Sendable {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }
}

@MainActor
private final class PhotoGrid {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: PhotoGrid.makeLayout())
    let dataSource: UICollectionViewDiffableDataSource<GridSection, Photo>

    init() {
        let cell = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
            cell.imageView.image = UIImage(systemName: "photo")
            cell.accessibilityLabel = photo.name
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Recent" : "Favorites"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        collectionView.allowsMultipleSelection = true
    }

    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func show(recent: [Photo], favorites: [Photo]) -> Bool {
        var snapshot = NSDiffableDataSourceSnapshot<GridSection, Photo>()
        snapshot.appendSections([.recent, .favorites])
        snapshot.appendItems(recent, toSection: .recent)
        snapshot.appendItems(favorites, toSection: .favorites)
        var applied = false
        dataSource.apply(snapshot, animatingDifferences: true) { applied = true }
        return applied
    }
}

private final class ZoomCoordinator: NSObject, UIScrollViewDelegate {
    let imageView: UIImageView

    init(image: UIImage) { imageView = UIImageView(image: image) }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
}

private struct ZoomableImage: UIViewRepresentable {
    let image: UIImage

    func makeCoordinator() -> ZoomCoordinator { ZoomCoordinator(image: image) }
    func makeUIView(context: Context) -> UIScrollView { Self.scrollView(for: context.coordinator) }
    func updateUIView(_ uiView: UIScrollView, context: Context) {}

    static func scrollView(for coordinator: ZoomCoordinator) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.delegate = coordinator
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.bouncesZoom = true
        scrollView.decelerationRate = .fast
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.keyboardDismissMode = .onDrag
        scrollView.showsHorizontalScrollIndicator = false
        coordinator.imageView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(coordinator.imageView)
        NSLayoutConstraint.activate([
            coordinator.imageView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            coordinator.imageView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        scrollView.contentSize = CGSize(width: 800, height: 800)
        return scrollView
    }
}

private final class EventCalendarCoordinator: NSObject, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    let eventDays: Set<Int>
    var askedDays: [Int] = []
    var picked: DateComponents?

    init(eventDays: Set<Int>) { self.eventDays = eventDays }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        guard let day = dateComponents.day else { return nil }
        askedDays.append(day)
        return eventDays.contains(day) ? .default(color: .systemRed, size: .large) : nil
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) { picked = dateComponents }
}

private struct EventCalendar: UIViewRepresentable {
    func makeCoordinator() -> EventCalendarCoordinator { EventCalendarCoordinator(eventDays: [3, 14]) }
    func makeUIView(context: Context) -> UICalendarView { Self.calendarView(for: context.coordinator) }
    func updateUIView(_ uiView: UICalendarView, context: Context) {}

    static func calendarView(for coordinator: EventCalendarCoordinator) -> UICalendarView {
        let calendarView = UICalendarView()
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.fontDesign = .rounded
        calendarView.availableDateRange = DateInterval(start: Date(timeIntervalSince1970: 1_767_225_600), duration: 365 * 86_400)
        calendarView.delegate = coordinator
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: coordinator)
        return calendarView
    }
}

private final class BrowserCoordinator: NSObject, WKUIDelegate, WKNavigationDelegate {
    var popUpsLoadedInPlace = 0

    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
                 windowFeatures: WKWindowFeatures) -> WKWebView? {
        if navigationAction.targetFrame == nil || windowFeatures.width != nil {
            popUpsLoadedInPlace += 1
            webView.load(navigationAction.request)
        }
        return nil
    }
}

private final class NotesTextDelegate: NSObject, UITextViewDelegate {
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        guard case .tag(let tag) = textItem.content else { return defaultAction }
        return UIAction(title: "Open #\(tag)") { _ in }
    }
}

@MainActor @Suite struct UIKitListsAndControlsTests {
    @Test func aContactsTableDequeuesItsRegisteredCellAndKeepsItsSelection() throws {
        let controller = ContactsViewController(style: .insetGrouped)
        controller.viewDidLoad()
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(controller.view === table)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == 60)

        let cell = try #require(controller.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) as? ContactCell)
        #expect(cell.reuseIdentifier == ContactCell.reuseIdentifier)
        #expect(cell.selectionStyle == .gray && cell.accessoryType == .disclosureIndicator)
        #expect(cell.favoriteBadge.superview === cell.contentView)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Grace" && content.secondaryText == "555-0102")
        #expect(cell.detailTextLabel != nil, "a subtitle cell has a detail label")
        #expect(table.dequeueReusableCell(withIdentifier: "Unregistered") == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "Unregistered", for: IndexPath(row: 0, section: 0)).reuseIdentifier == "Unregistered")

        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.indexPathForSelectedRow?.row == 2)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(controller.opened?.name == "Ada" && table.indexPathsForSelectedRows == nil)
        #expect(table.visibleCells.isEmpty && table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "no row is laid out")

        let swipe = try #require(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        let delete = try #require(swipe.actions.first)
        #expect(delete.style == .destructive && delete.title == "Delete" && !swipe.performsFirstActionWithFullSwipe)
        var finished = false
        delete.handler(delete, UIView()) { finished = $0 }
        #expect(finished && controller.contacts.map(\.name) == ["Grace", "Linus"] && table.numberOfRows(inSection: 0) == 2)

        let screen = ScreenLayout().layout(VStack { ContactsList().frame(height: 320) }, name: "contacts",
                                           in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.size.height == 320 })
    }

    @Test func aPhotoGridShowsItsSnapshotOnACompositionalLayout() async throws {
        let grid = PhotoGrid()
        let recent = (1...7).map { Photo(id: $0, name: "IMG_\($0)") }
        let favorites = [Photo(id: 20, name: "Beach"), Photo(id: 21, name: "Sunset")]
        #expect(grid.show(recent: recent, favorites: favorites), "the completion is called at once")

        var snapshot = grid.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [.recent, .favorites])
        #expect(snapshot.numberOfItems == 9 && snapshot.numberOfItems(inSection: .favorites) == 2)
        #expect(snapshot.itemIdentifiers(inSection: .favorites) == favorites)
        #expect(snapshot.indexOfItem(favorites[0]) == 7 && snapshot.sectionIdentifier(containingItem: recent[3]) == .recent)
        snapshot.deleteItems([recent[0]])
        snapshot.appendItems([recent[0]], toSection: .favorites)
        snapshot.reconfigureItems([favorites[1]])
        #expect(snapshot.itemIdentifiers(inSection: .favorites).last == recent[0] && snapshot.reconfiguredItemIdentifiers == [favorites[1]])
        #expect(grid.dataSource.snapshot().numberOfItems(inSection: .recent) == 7, "a snapshot is a value")
        await grid.dataSource.apply(snapshot, animatingDifferences: false)

        #expect(grid.collectionView.numberOfSections == 2 && grid.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == favorites[0])
        #expect(grid.dataSource.indexPath(for: recent[0]) == IndexPath(item: 2, section: 1))
        let cell = try #require(grid.dataSource.collectionView(grid.collectionView, cellForItemAt: IndexPath(item: 0, section: 0)) as? PhotoCell)
        #expect(cell.accessibilityLabel == "IMG_2" && cell.imageView.image != nil)
        let header = try #require(grid.dataSource.collectionView(grid.collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Favorites")
        // Two rows of three recent photos, one row of three favourites, 100 points each, spaced by 2, under 44-point headers.
        #expect(grid.collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 300, height: 202 + 44 + 100 + 44))

        grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .centeredVertically)
        grid.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        grid.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: true)
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        grid.collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: true)
    }

    @Test func aListCellKeepsItsAccessoriesAndConfigurations() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        content.image = UIImage(systemName: "tray")
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.alignment = .natural
        content.imageProperties.tintColor = .systemBlue
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .secondarySystemBackground
        background.cornerRadius = 12
        cell.backgroundConfiguration = background
        var deleted = false
        cell.accessories = [.disclosureIndicator(), .label(text: "12"), .delete { deleted = true }, .reorder(displayed: .whenEditing),
                            .customView(configuration: .init(customView: UISwitch(), placement: .trailing()))]
        var selectedStates: [Bool] = []
        cell.configurationUpdateHandler = { _, state in selectedStates.append(state.isSelected) }
        cell.isSelected = true

        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator, .label, .delete, .reorder, .customView])
        #expect(cell.accessories[1].text == "12" && cell.accessories[2].displayedState == .whenEditing)
        cell.accessories[2].actionHandler?()
        #expect(deleted)
        #expect(selectedStates == [true])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.font.pointSize == 17)
        #expect(cell.backgroundConfiguration?.cornerRadius == 12)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)

        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.showsSeparators = false
        list.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: list)
        #expect(UICollectionView(frame: .zero, collectionViewLayout: layout).collectionViewLayout === layout)
        #expect(list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions.first?.title == "Flag")

        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Mailboxes"])
        outline.append(["Inbox", "Sent"], to: "Mailboxes")
        #expect(outline.visibleItems == ["Mailboxes"] && outline.level(of: "Sent") == 1)
        outline.expand(["Mailboxes"])
        #expect(outline.visibleItems == ["Mailboxes", "Inbox", "Sent"] && outline.parent(of: "Inbox") == "Mailboxes")
    }

    @Test func aZoomableImageKeepsItsZoomBetweenItsLimits() {
        let coordinator = ZoomCoordinator(image: UIImage(systemName: "photo") ?? UIImage())
        let scrollView = ZoomableImage.scrollView(for: coordinator)
        #expect(scrollView.delegate === coordinator)
        #expect(coordinator.viewForZooming(in: scrollView) === coordinator.imageView)
        #expect(scrollView.decelerationRate == .fast && scrollView.contentLayoutGuide.owningView === scrollView)
        scrollView.setZoomScale(10, animated: true)
        #expect(scrollView.zoomScale == 4, "clamped to the maximum")
        scrollView.zoomScale = 0.5
        #expect(scrollView.zoomScale == 1, "clamped to the minimum")
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: true)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 200, y: 200))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 410))
        scrollView.setContentOffset(.zero, animated: true)
        #expect(scrollView.contentOffset == .zero && !scrollView.isDragging && !scrollView.isZooming)

        let screen = ScreenLayout().layout(VStack { ZoomableImage(image: UIImage()).frame(width: 180, height: 120) }, name: "zoom",
                                           in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.size == Size(width: 180, height: 120) })
    }

    @Test func aConfiguredButtonRunsItsUpdateHandlerAndTransformsItsTitle() throws {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Follow"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.baseBackgroundColor = .systemPink
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(scale: .medium)
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 20)
            outgoing.foregroundColor = UIColor.white
            return outgoing
        }
        let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Follow") { _ in })
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(title: "", children: [UIAction(title: "Mute") { _ in }])
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            updated?.showsActivityIndicator = button.isSelected
            button.configuration = updated
        }
        button.isSelected = true

        #expect(updates == 2, "once when the handler is set, once when the selection changes")
        #expect(button.configuration?.title == "Following" && button.configuration?.showsActivityIndicator == true)
        #expect(button.currentTitle == "Following")
        #expect(button.configuration?.cornerStyle == .capsule && button.configuration?.imagePlacement == .trailing)
        let transformed = try #require(button.configuration?.titleTextAttributesTransformer?(AttributeContainer()))
        #expect(transformed[AttributeScopes.UIKitAttributes.FontAttribute.self]?.pointSize == 20)
        #expect(UIButton.Configuration.plain().background.backgroundColor == nil)
    }

    @Test func aCalendarAsksItsDelegateForDecorationsOfTheFixedMonth() {
        let coordinator = EventCalendarCoordinator(eventDays: [3, 14])
        let calendarView = EventCalendar.calendarView(for: coordinator)
        #expect(calendarView.visibleDateComponents.year == 2026 && calendarView.visibleDateComponents.month == 5)
        let days = [3, 4, 14].map { DateComponents(calendar: calendarView.calendar, year: 2026, month: 5, day: $0) }
        calendarView.reloadDecorations(forDateComponents: days, animated: true)
        #expect(coordinator.askedDays == [3, 4, 14])
        #expect(coordinator.calendarView(calendarView, decorationFor: days[0]) != nil)
        #expect(coordinator.calendarView(calendarView, decorationFor: days[1]) == nil)

        let selection = calendarView.selectionBehavior as? UICalendarSelectionSingleDate
        #expect(selection?.selectedDate == nil, "nothing is picked in a preview")
        selection?.setSelected(days[2], animated: false)
        #expect(selection?.selectedDate?.day == 14 && coordinator.picked == nil)
        calendarView.setVisibleDateComponents(DateComponents(year: 2026, month: 6), animated: true)
        #expect(calendarView.visibleDateComponents.month == 6)
        _ = UICalendarView.Decoration.image(UIImage(systemName: "star.fill"), color: .systemYellow, size: .small)
        _ = UICalendarView.Decoration.customView { UILabel() }
    }

    @Test func aBrowserHasNoHistoryAndLoadsPopUpsInPlace() throws {
        let coordinator = BrowserCoordinator()
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.uiDelegate = coordinator
        webView.navigationDelegate = coordinator
        webView.load(URLRequest(url: try #require(URL(string: "https://example.com/docs"))))
        #expect(webView.backForwardList.backList.isEmpty && webView.backForwardList.forwardList.isEmpty)
        #expect(webView.backForwardList.currentItem == nil && webView.backForwardList.backItem == nil && !webView.canGoBack)
        let action = WKNavigationAction()
        #expect(action.targetFrame?.isMainFrame == true && action.sourceFrame.isMainFrame)
        #expect(coordinator.webView(webView, createWebViewWith: webView.configuration, for: action, windowFeatures: WKWindowFeatures()) == nil)
        #expect(coordinator.popUpsLoadedInPlace == 0, "a main-frame navigation opens no window")
        #expect(WKWindowFeatures().width == nil)
    }

    @Test func controlsKeepTheirStateAsTheAppSetsIt() throws {
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.insertSegment(withTitle: "Month", at: 5, animated: true)
        segments.selectedSegmentIndex = 1
        segments.setTitle("Wk", forSegmentAt: 1)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Month" && segments.titleForSegment(at: 1) == "Wk")
        segments.insertSegment(withTitle: "Now", at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == 2, "the selection moves with its segment")

        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 50
        slider.isContinuous = false
        slider.minimumTrackTintColor = .systemGreen
        #expect(slider.value == 20)

        let search = UISearchBar()
        search.scopeButtonTitles = ["All", "Unread"]
        search.showsScopeBar = true
        search.selectedScopeButtonIndex = 1
        search.enablesReturnKeyAutomatically = false
        search.setImage(UIImage(systemName: "line.3.horizontal.decrease"), for: .bookmark, state: .normal)
        #expect(search.image(for: .bookmark, state: .normal) != nil && search.returnKeyType == .search)

        let textView = UITextView()
        let notes = NotesTextDelegate()
        textView.delegate = notes
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.allowsEditingTextAttributes = true
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        let tag = UITextItem(content: .tag("swift"), range: NSRange(location: 0, length: 5))
        let link = UITextItem(content: .link(try #require(URL(string: "https://swift.org"))), range: NSRange(location: 6, length: 9))
        let openLink = UIAction(title: "Open Link") { _ in }
        #expect(notes.textView(textView, primaryActionFor: tag, defaultAction: openLink)?.title == "Open #swift")
        #expect(notes.textView(textView, primaryActionFor: link, defaultAction: openLink) === openLink)
        #expect(notes.textView(textView, menuConfigurationFor: link, defaultMenu: UIMenu(title: "Link"))?.menu.title == "Link")
        #expect((textView.delegate as AnyObject?) === notes)

        let toolbar = UIToolbar()
        toolbar.setItems([UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: true)
        #expect(toolbar.items?.count == 2)
        let pages = UIPageControl()
        pages.backgroundStyle = .prominent
        let badge = UITabBarItemAppearance()
        badge.normal.badgeBackgroundColor = .systemRed
        let field = UITextField()
        field.adjustsFontForContentSizeCategory = true

        let colorPicker = UIColorPickerViewController()
        colorPicker.supportsAlpha = false
        colorPicker.selectedColor = .systemTeal
        let fontConfiguration = UIFontPickerViewController.Configuration()
        fontConfiguration.includeFaces = true
        fontConfiguration.filteredTraits = [.traitMonoSpace]
        let fontPicker = UIFontPickerViewController(configuration: fontConfiguration)
        #expect(fontPicker.selectedFontDescriptor == nil && fontPicker.configuration.includeFaces)
        #expect(IndexPath(row: 4, section: 2).row == 4 && IndexPath(item: 1, section: 3).section == 3)
    }
}
