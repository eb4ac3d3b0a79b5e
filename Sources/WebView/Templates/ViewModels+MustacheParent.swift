import Mustache

// What each template may name of its view model, looked up by a switch rather than by
// reflection: swift-mustache otherwise makes a `Mirror` of the value for every `{{name}}`,
// which was most of a page's time when it has hundreds of rows. A name not listed here is
// looked for in the enclosing sections, as Mustache does; a property a template names must be
// listed (the tests render every template).

extension ProjectsPage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "signedIn": signedIn
        case "projects": projects
        default: nil
        }
    }
}

extension ProjectsPage.Row: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "href": href
        case "head": head
        case "headHref": headHref
        case "revisions": revisions
        case "views": views
        case "constraints": constraints
        case "access": access
        default: nil
        }
    }
}

extension TimelinePage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "signedIn": signedIn
        case "project": project
        case "projectHref": projectHref
        case "rows": rows
        case "olderHref": olderHref
        case "newestHref": newestHref
        case "document": document
        default: nil
        }
    }
}

extension TimelinePage.Row: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "graph": graph
        case "isRevision": isRevision
        case "id": id
        case "short": short
        case "href": href
        case "author": author
        case "date": date
        case "message": message
        case "isMerge": isMerge
        case "seq": seq
        default: nil
        }
    }
}

extension RevisionPage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "signedIn": signedIn
        case "project": project
        case "projectHref": projectHref
        case "id": id
        case "short": short
        case "author": author
        case "date": date
        case "message": message
        case "parents": parents
        case "document": document
        case "devices": devices
        case "rtl": rtl
        case "landscape": landscape
        case "environment": environment
        case "svg": svg
        case "problems": problems
        case "changeRows": TableRows.changes(changes)
        case "viewRows": TableRows.views(views)
        case "constraintRows": TableRows.constraints(constraints)
        case "hasParent": hasParent
        case "isMerge": isMerge
        case "hasProblems": hasProblems
        case "hasChanges": hasChanges
        case "hasConstraints": hasConstraints
        default: nil
        }
    }
}

extension ComparePage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "signedIn": signedIn
        case "project": project
        case "projectHref": projectHref
        case "from": from
        case "to": to
        case "environment": environment
        case "before": before
        case "after": after
        case "changeRows": TableRows.changes(changes)
        case "hasChanges": hasChanges
        default: nil
        }
    }
}

extension RevisionPage.Link: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "short": short
        case "href": href
        default: nil
        }
    }
}

extension RevisionPage.DeviceOption: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "selected": selected
        case "designedOn": designedOn
        default: nil
        }
    }
}

extension EntityPage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "signedIn": signedIn
        case "project": project
        case "projectHref": projectHref
        case "kind": kind
        case "kindTitle": kindTitle
        case "name": name
        case "id": id
        case "equation": equation
        case "isConstraint": isConstraint
        case "deleted": deleted
        case "blame": blame
        case "history": history
        default: nil
        }
    }
}

extension EntityPage.BlameRow: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "field": field
        case "value": value
        case "equation": equation
        case "short": short
        case "href": href
        case "author": author
        case "date": date
        case "message": message
        default: nil
        }
    }
}

extension EntityPage.HistoryRow: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "short": short
        case "href": href
        case "author": author
        case "date": date
        case "message": message
        case "what": what
        case "before": before
        case "after": after
        case "equation": equation
        default: nil
        }
    }
}

extension EntityPage.Deletion: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "short": short
        case "href": href
        case "author": author
        case "date": date
        case "message": message
        default: nil
        }
    }
}

extension LoginPage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "message": message
        case "next": next
        default: nil
        }
    }
}

extension ErrorPage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "heading": heading
        case "message": message
        default: nil
        }
    }
}

extension DocumentPage: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "signedIn": signedIn
        case "project": project
        case "projectHref": projectHref
        case "file": file
        case "scenes": scenes
        case "width": width
        case "height": height
        case "maxWidth": maxWidth
        case "hasUnplaced": hasUnplaced
        default: nil
        }
    }
}

extension DocumentPage.Scene: MustacheParent {
    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "href": href
        case "headHref": headHref
        case "short": short
        case "size": size
        case "x": x
        case "y": y
        case "width": width
        case "height": height
        case "captionY": captionY
        case "svg": svg
        case "problems": problems
        case "hasProblems": hasProblems
        case "placed": placed
        default: nil
        }
    }
}
